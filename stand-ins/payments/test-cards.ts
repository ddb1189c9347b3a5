// The stand-in's cards: Stripe's published test numbers, each with what it does. A number that is not one of them is
// refused as a live card would be in test mode, so nothing that looks like a real card is ever accepted.
export type CardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declines'; code: 'card_declined' | 'expired_card'; declineCode: string; message: string }
  | { kind: 'authenticates' };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  label: string;
  behaviour: CardBehaviour;
}

const declined = (declineCode: string, message = 'Your card was declined.'): CardBehaviour => ({
  kind: 'declines',
  code: 'card_declined',
  declineCode,
  message,
});

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', label: 'sikeres fizetés', behaviour: { kind: 'succeeds' } },
  { number: '5555555555554444', brand: 'mastercard', label: 'sikeres fizetés', behaviour: { kind: 'succeeds' } },
  { number: '4000000000000002', brand: 'visa', label: 'elutasított kártya', behaviour: declined('generic_decline') },
  {
    number: '4000000000009995',
    brand: 'visa',
    label: 'nincs elég fedezet',
    behaviour: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    label: 'lejárt kártya',
    behaviour: {
      kind: 'declines',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    label: '3-D Secure jóváhagyás kell',
    behaviour: { kind: 'authenticates' },
  },
];

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function testCardOf(digits: string): TestCard | null {
  return TEST_CARDS.find((c) => c.number === digits) ?? null;
}

/** '4242 4242 4242 4242' as groups of four, for the page. */
export const groupedNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
