// The reader's consent is stored under this localStorage key, in this version, and announced with this event
// (shared/consent.ts has the rest). A module of its own: every page's first JavaScript reads the key
// (client/behaviours/use-reader-services.ts), the first interaction's chunk the version and the event
// (client/services/consent-prompt.ts), and a module there brings every export any other chunk uses of it along
// (decision 008).
export const CONSENT_STORAGE_KEY = 'consent';
/** Bumped when the purposes or their wording change: an older choice is asked again. */
export const CONSENT_VERSION = 2;
/** Fired on window (detail: the new ConsentChoice) whenever the reader makes or changes a choice. */
export const CONSENT_EVENT = 'hirportal:consent';
