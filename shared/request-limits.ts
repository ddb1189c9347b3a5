// How much a client may send the BFF, in one place: a request's body, a form's body and each of its fields, a page's
// path. The BFF's routes and its server options take their limits from here, and so does the browser where a form
// says how long a field may be (shared/, for that). The embedded services under stand-ins/origin/ are other services:
// they keep limits of their own and never read these (tooling/tree-rules/rule-homes.test.ts).

const KIB = 1024;

/** Every body the BFF accepts (sign-in and supporter forms, newsletter and push subscriptions) is a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * KIB;

/** A plain HTML form post (sign-in, supporter, tippjáték and newsletter forms) carries an address, a password or a code. */
export const FORM_BODY_LIMIT_BYTES = 8 * KIB;

/** An analytics beacon: a page's path and a few names. */
export const BEACON_BODY_LIMIT_BYTES = 4 * KIB;

/** A reader's quiz answers: up to 50 questions, each with its answers' ids. */
export const QUIZ_ANSWERS_BODY_LIMIT_BYTES = 32 * KIB;

/** The longest page path (with query) we answer; longer is 414 for pages and 400 for page-data. */
export const MAX_PATH_LENGTH = 2048;

/**
 * The longest value, in characters, of each kind of field a client sends: a form's (formField: a longer one is no
 * answer), a JSON body's or a query's.
 */
export const FIELD_MAX_LENGTH = {
  /** an editor's sign-in address (the longest an address can be written: 320) */
  editorEmail: 320,
  password: 1024,
  /** a one-time code of six digits, as a reader or an editor may type it (spaces allowed) */
  oneTimeCode: 16,
  /** a supporter's address, as the CRM takes it (254) */
  email: 254,
  /** the token of a supporter's sign-in link */
  linkToken: 512,
  /** an id the page gave the form or the script: a payment's, a newsletter's code, a quiz's and its answers' */
  id: 64,
  /** a yes or a no: a confirmation, a subscribe flag */
  flag: 8,
  /** the checkout form's frequency */
  frequency: 16,
  /** the checkout form's amounts, as typed */
  amount: 32,
  /** the page path an analytics beacon names (no query) */
  beaconPath: 2048,
  /** a value of an external sign-in's callback query (code, state, error, issuer) */
  callbackQueryValue: 2048,
} as const;
