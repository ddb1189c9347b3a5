// §2.1 /tamogatas: the ways to support — monthly or once, a suggested amount in the site's currency or one typed in —
// each a plain form that posts to the BFF, whose answer is a redirect to the payment provider's hosted page:
// it works without JavaScript, and the card is typed there, never here. Then what the money does.
import type { SupportOffer as Offer, SupportAmountView } from '../../../shared/support-offer.ts';
import { CHECKOUT_FIELDS, SUPPORT_FORM_PATHS } from '../../../shared/support-forms.ts';

interface CheckoutCard {
  id: string;
  /** the form's `gyakorisag` */
  frequency: 'havi' | 'egyszeri';
  title: string;
  text: string;
  legend: string;
  amounts: SupportAmountView[];
  preselected: number;
  suffix: string;
  button: string;
}

function CheckoutForm({ card, limits, monthly }: { card: CheckoutCard; limits: Offer['limits']; monthly: boolean }) {
  const otherId = `${card.id}-mas-osszeg`;
  return (
    <section
      className={`support-offer__card${monthly ? ' support-offer__card--monthly' : ''}`}
      aria-labelledby={`${card.id}-cim`}
    >
      <h2 className="support-offer__title" id={`${card.id}-cim`}>
        {card.title}
      </h2>
      <p>{card.text}</p>
      <form className="support-checkout" method="post" action={SUPPORT_FORM_PATHS.checkout}>
        <input type="hidden" name={CHECKOUT_FIELDS.frequency} value={card.frequency} />
        <fieldset className="support-offer__amounts">
          <legend className="support-offer__amounts-label">{card.legend}</legend>
          {card.amounts.map((a) => (
            <label className="support-amount" key={a.amount}>
              <input
                type="radio"
                name={CHECKOUT_FIELDS.amount}
                value={a.amount}
                defaultChecked={a.amount === card.preselected}
              />
              <span>
                {a.label}
                {card.suffix}
              </span>
            </label>
          ))}
        </fieldset>
        <label className="support-form__label" htmlFor={otherId}>
          Vagy írj be más összeget
        </label>
        <input
          className="support-form__input support-checkout__other"
          id={otherId}
          name={CHECKOUT_FIELDS.otherAmount}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          autoComplete="off"
          aria-describedby={`${otherId}-hatar`}
        />
        <p className="support-muted" id={`${otherId}-hatar`}>
          {limits.text}
        </p>
        <button
          className={`support-button support-button--wide${monthly ? '' : ' support-button--secondary'}`}
          type="submit"
        >
          {card.button}
        </button>
      </form>
    </section>
  );
}

/** `howItWorks`: the newsroom's own text about supporting (the support document's sanitised HTML), when it answered. */
export function SupportOffer({ offer, howItWorks }: { offer: Offer; howItWorks: string | null }) {
  const monthly: CheckoutCard = {
    id: 'havi',
    frequency: 'havi',
    title: 'Havi támogatás',
    legend: 'Havonta ennyivel támogatlak:',
    suffix: ' / hó',
    text: 'A rendszeres támogatásból tudunk előre tervezni. Bármikor lemondhatod a támogatói profilodban, egy kattintással.',
    amounts: offer.monthly,
    preselected: offer.preselected.monthly,
    button: 'Havi támogatást indítok',
  };
  const oneTime: CheckoutCard = {
    id: 'egyszeri',
    frequency: 'egyszeri',
    title: 'Egyszeri támogatás',
    legend: 'Egyszer ennyivel támogatlak:',
    suffix: '',
    text: 'Egy alkalommal. Nem jár vele elköteleződés, és nem kell hozzá fiók.',
    amounts: offer.oneTime,
    preselected: offer.preselected.oneTime,
    button: 'Egyszer támogatok',
  };
  return (
    <>
      <div className="support-offer">
        <CheckoutForm card={monthly} limits={offer.limits} monthly />
        <CheckoutForm card={oneTime} limits={offer.limits} monthly={false} />
      </div>
      <p className="support-muted support-secure">
        A gomb a fizetési szolgáltató biztonságos oldalára visz: ott adod meg a kártyádat, mi a kártyaadataidat nem
        látjuk. A fizetés után ide térsz vissza; a támogatói profilodba a fizetésnél megadott e-mail-címeddel léphetsz
        be.
      </p>
      {howItWorks && (
        <section className="support-section" aria-labelledby="hogyan-cim">
          <h2 className="support-section__title" id="hogyan-cim">
            Hogyan működik?
          </h2>
          <div className="support-doc" dangerouslySetInnerHTML={{ __html: howItWorks }} />
        </section>
      )}
      <section className="support-section" aria-labelledby="mire-cim">
        <h2 className="support-section__title" id="mire-cim">
          Mire fordítjuk a támogatásodat?
        </h2>
        <ul className="support-uses">
          {offer.uses.map((u) => (
            <li key={u.title}>
              <strong>{u.title}.</strong> {u.text}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
