// The supporter pages' forms (§2.1 support: /tamogatas/{belepes|profil|hiba|siker}): where each form posts, its
// field names, and what the page says after each outcome. The BFF's form handlers (server/routes/support-routes.ts,
// server/payments/) answer every post with a redirect to one of these page states; the pages render the forms and the
// outcome text from here. A checkout comes back from the payment provider to `checkoutReturn`, which sends
// the reader on to `siker` or `hiba` with what happened.
import { amountLimitsText } from './support-offer.ts';

export const SUPPORT_PATH = '/tamogatas';

/** Form targets (POST, urlencoded) and the mail's sign-in link (GET). */
export const SUPPORT_FORM_PATHS = {
  /** email → a sign-in link and code by mail */
  requestLink: '/tamogatas/belepes',
  /** code (the challenge is in the browser's cookie) */
  enterCode: '/tamogatas/belepes/kod',
  /** GET ?token= : the link in the mail */
  link: '/tamogatas/belepes/link',
  /** csrf, payment_id [, megerosites=igen] */
  cancel: '/tamogatas/profil/lemondas',
  /** csrf, code, subscribe=1|0 */
  newsletter: '/tamogatas/profil/hirlevel',
  /** csrf → the supporter's data as a JSON file */
  download: '/tamogatas/profil/letoltes',
  /** csrf [, megerosites=igen] */
  remove: '/tamogatas/profil/torles',
  /** csrf */
  signOut: '/tamogatas/kijelentkezes',
  /** gyakorisag, osszeg [, mas_osszeg] → 303 to the payment provider's checkout page */
  checkout: '/tamogatas/fizetes',
  /** GET [?session_id=]: where the provider's checkout sends the reader back, paid or not */
  checkoutReturn: '/tamogatas/fizetes/vissza',
} as const;

/** The checkout form's fields: how often ('havi' | 'egyszeri'), a suggested amount picked, or one typed (whole units). */
export const CHECKOUT_FIELDS = { frequency: 'gyakorisag', amount: 'osszeg', otherAmount: 'mas_osszeg' } as const;

/** Where the payment provider posts its signed events (webhooks); not a reader's page. */
export const PAYMENT_WEBHOOK_PATH = '/tamogatas/fizetes/ertesites';

// The support pages are the main sites' (§5: not the regional edition's), so their texts speak forints.
const HUF_LIMITS = amountLimitsText('HUF');

/** The name the supporter's data download is saved under. */
export const DOWNLOAD_FILE_NAME = 'tamogatoi-adatok.json';

/** Hidden field every signed-in form carries (see docs/decisions/019-oidc-and-csrf.md). */
export const CSRF_FIELD = 'csrf';
/** A destructive action runs only when the confirmation form sends this field with CONFIRM_YES. */
export const CONFIRM_FIELD = 'megerosites';
export const CONFIRM_YES = 'igen';

/** Query parameters of the page states the handlers redirect to. */
export const OUTCOME_PARAM = 'eredmeny';
/** `/tamogatas/profil?megerosites=lemondas&fizetes={id}` or `?megerosites=torles`: ask before doing it. */
export const CONFIRM_PARAM = 'megerosites';
export const CONFIRM_PAYMENT_PARAM = 'fizetes';
export type SupportConfirmation = 'lemondas' | 'torles';

export type SupportState = 'belepes' | 'profil' | 'hiba' | 'siker';

/** Every outcome a handler can report, the page state it belongs to, and what the reader is told. */
export const SUPPORT_OUTCOMES = {
  elkuldve: {
    state: 'belepes',
    tone: 'info',
    text: 'Ha ezzel a címmel támogatsz minket, elküldtük a belépési linket és egy hatjegyű kódot. A levél néhány percen belül megérkezik; a kódot itt is beírhatod.',
  },
  'hibas-cim': { state: 'belepes', tone: 'error', text: 'Ez nem tűnik érvényes e-mail-címnek. Kérjük, ellenőrizd.' },
  'hibas-kod': {
    state: 'belepes',
    tone: 'error',
    text: 'Ez a kód nem jó. Nézd meg újra a levelet, és a benne szereplő hatjegyű kódot írd be.',
  },
  lejart: {
    state: 'belepes',
    tone: 'error',
    text: 'A belépési link vagy kód lejárt, vagy már felhasználták. Kérj újat.',
  },
  korlat: {
    state: 'belepes',
    tone: 'error',
    text: 'Túl sok próbálkozás. Kérjük, várj egy kicsit, és próbáld újra később.',
  },
  'nem-elerheto': {
    state: 'belepes',
    tone: 'error',
    text: 'A belépés most nem érhető el. Kérjük, próbáld újra később.',
  },
  'belepes-szukseges': { state: 'belepes', tone: 'info', text: 'A folytatáshoz lépj be újra.' },
  kijelentkezve: { state: 'belepes', tone: 'info', text: 'Kijelentkeztél.' },
  belepve: { state: 'profil', tone: 'ok', text: 'Sikeresen beléptél.' },
  lemondva: { state: 'profil', tone: 'ok', text: 'Lemondtad a rendszeres támogatásodat; több terhelés nem lesz.' },
  'hirlevel-fel': { state: 'profil', tone: 'ok', text: 'Feliratkoztál a hírlevélre.' },
  'hirlevel-le': { state: 'profil', tone: 'ok', text: 'Leiratkoztál a hírlevélről.' },
  torolve: {
    state: 'siker',
    tone: 'ok',
    text: 'A fiókodat és a személyes adataidat töröltük. Köszönjük, hogy támogattál minket.',
  },
  'muvelet-sikertelen': {
    state: 'hiba',
    tone: 'error',
    text: 'A műveletet most nem tudtuk elvégezni, és semmi nem változott. Kérjük, próbáld újra néhány perc múlva.',
  },
  // A checkout's outcomes: what the payment provider says of the reader's checkout session.
  'fizetve-havi': {
    state: 'siker',
    checkout: true,
    tone: 'ok',
    text: 'Elindult a havi támogatásod, és megérkezett az első befizetésed. A támogatói profilodba a fizetésnél megadott e-mail-címeddel léphetsz be: ott látod a befizetéseidet, és ott mondhatod le a havi támogatást.',
  },
  'fizetve-egyszeri': {
    state: 'siker',
    checkout: true,
    tone: 'ok',
    text: 'Megérkezett a támogatásod. A támogatói profilodba a fizetésnél megadott e-mail-címeddel léphetsz be, ott látod a befizetéseidet.',
  },
  'fizetes-folyamatban': {
    state: 'siker',
    checkout: true,
    tone: 'info',
    text: 'A fizetésed feldolgozás alatt van; banki átutalásnál ez egy-két munkanapig is eltarthat. Amint megérkezik, a támogatói profilodban látod.',
  },
  'kartya-elutasitva': {
    state: 'hiba',
    tone: 'error',
    text: 'A bankod elutasította a kártyát, ezért a fizetés nem ment végbe, és semmit nem terheltünk. Próbáld újra egy másik kártyával, vagy kérdezd meg a bankodat.',
  },
  'hitelesites-sikertelen': {
    state: 'hiba',
    tone: 'error',
    text: 'A fizetés jóváhagyása a bankodnál (3-D Secure) nem sikerült, ezért semmit nem terheltünk. Próbáld újra, és hagyd jóvá a fizetést a bankod oldalán vagy alkalmazásában.',
  },
  'fizetes-megszakitva': {
    state: 'hiba',
    tone: 'info',
    text: 'A fizetés nem fejeződött be, ezért semmit nem terheltünk. Ha szeretnéd, bármikor újrakezdheted.',
  },
  'fizetes-korlat': {
    state: 'hiba',
    tone: 'error',
    text: 'Túl sok fizetést indítottak innen rövid idő alatt. Kérjük, várj egy kicsit, és próbáld újra később.',
  },
  'hibas-osszeg': {
    state: 'hiba',
    tone: 'error',
    text: `Ezt az összeget nem tudjuk elfogadni: ${HUF_LIMITS} közötti egész összeget adj meg, és válaszd ki, havonta vagy egyszer támogatsz.`,
  },
  'fizetes-nem-elerheto': {
    state: 'hiba',
    tone: 'error',
    text: 'A fizetés most nem érhető el, semmit nem terheltünk. Kérjük, próbáld újra néhány perc múlva.',
  },
  'fizetes-ismeretlen': {
    state: 'hiba',
    tone: 'error',
    text: 'Most nem tudtuk ellenőrizni, hogyan végződött a fizetés. Ha sikerült, néhány percen belül megjelenik a támogatói profilodban: kérjük, addig ne fizess újra.',
  },
} as const satisfies Record<
  string,
  {
    state: SupportState;
    tone: 'ok' | 'info' | 'error';
    text: string;
    /** a checkout's outcome: shown only when the payment provider says so of the reader's own checkout */
    checkout?: true;
  }
>;

export type SupportOutcome = keyof typeof SUPPORT_OUTCOMES;

/** The outcomes a checkout gives (those marked `checkout`): a payment's page shows one only on the provider's word. */
export function isCheckoutOutcome(outcome: SupportOutcome): boolean {
  return 'checkout' in SUPPORT_OUTCOMES[outcome];
}

/** A supporter page's path (`/tamogatas/siker`). */
export function supportStatePath(state: SupportState): string {
  return `${SUPPORT_PATH}/${state}`;
}

/** The page URL that reports an outcome. */
export function supportOutcomeUrl(outcome: SupportOutcome): string {
  return `${supportStatePath(SUPPORT_OUTCOMES[outcome].state)}?${OUTCOME_PARAM}=${outcome}`;
}

/** The outcome a page URL's query names, or null for anything else (the query is reader input). */
export function supportOutcomeOf(query: URLSearchParams, state: SupportState): SupportOutcome | null {
  const code = query.get(OUTCOME_PARAM);
  if (!code || !Object.hasOwn(SUPPORT_OUTCOMES, code)) return null;
  return SUPPORT_OUTCOMES[code as SupportOutcome].state === state ? (code as SupportOutcome) : null;
}
