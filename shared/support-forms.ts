// The supporter pages' forms (§2.1 support: /tamogatas/{belepes|profil|hiba|siker}): where each form posts, its
// field names, and what the page says after each outcome. The BFF's form handlers (server/support/) answer every
// post with a redirect to one of these page states; the pages render the forms and the outcome text from here.

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
} as const;

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
  elkuldve: { state: 'belepes', tone: 'info', text: 'Ha ezzel a címmel támogatsz minket, elküldtük a belépési linket és egy hatjegyű kódot. A levél néhány percen belül megérkezik; a kódot itt is beírhatod.' },
  'hibas-cim': { state: 'belepes', tone: 'error', text: 'Ez nem tűnik érvényes e-mail-címnek. Kérjük, ellenőrizd.' },
  'hibas-kod': { state: 'belepes', tone: 'error', text: 'Ez a kód nem jó. Nézd meg újra a levelet, és a benne szereplő hatjegyű kódot írd be.' },
  lejart: { state: 'belepes', tone: 'error', text: 'A belépési link vagy kód lejárt, vagy már felhasználták. Kérj újat.' },
  korlat: { state: 'belepes', tone: 'error', text: 'Túl sok próbálkozás. Kérjük, várj egy kicsit, és próbáld újra később.' },
  'nem-elerheto': { state: 'belepes', tone: 'error', text: 'A belépés most nem érhető el. Kérjük, próbáld újra később.' },
  'belepes-szukseges': { state: 'belepes', tone: 'info', text: 'A folytatáshoz lépj be újra.' },
  kijelentkezve: { state: 'belepes', tone: 'info', text: 'Kijelentkeztél.' },
  belepve: { state: 'profil', tone: 'ok', text: 'Sikeresen beléptél.' },
  lemondva: { state: 'profil', tone: 'ok', text: 'Lemondtad a rendszeres támogatásodat; több terhelés nem lesz.' },
  'hirlevel-fel': { state: 'profil', tone: 'ok', text: 'Feliratkoztál a hírlevélre.' },
  'hirlevel-le': { state: 'profil', tone: 'ok', text: 'Leiratkoztál a hírlevélről.' },
  torolve: { state: 'siker', tone: 'ok', text: 'A fiókodat és a személyes adataidat töröltük. Köszönjük, hogy támogattál minket.' },
  'muvelet-sikertelen': { state: 'hiba', tone: 'error', text: 'A műveletet most nem tudtuk elvégezni, és semmi nem változott. Kérjük, próbáld újra néhány perc múlva.' },
} as const satisfies Record<string, { state: SupportState; tone: 'ok' | 'info' | 'error'; text: string }>;

export type SupportOutcome = keyof typeof SUPPORT_OUTCOMES;

/** The page URL that reports an outcome. */
export function supportOutcomeUrl(outcome: SupportOutcome): string {
  return `${SUPPORT_PATH}/${SUPPORT_OUTCOMES[outcome].state}?${OUTCOME_PARAM}=${outcome}`;
}

/** The outcome a page URL's query names, or null for anything else (the query is reader input). */
export function supportOutcomeOf(query: URLSearchParams, state: SupportState): SupportOutcome | null {
  const code = query.get(OUTCOME_PARAM);
  if (!code || !Object.hasOwn(SUPPORT_OUTCOMES, code)) return null;
  return SUPPORT_OUTCOMES[code as SupportOutcome].state === state ? (code as SupportOutcome) : null;
}
