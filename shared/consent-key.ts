// The reader's consent is stored under this localStorage key (shared/consent.ts has the rest). A module of its own:
// every page's first JavaScript reads it (client/behaviours/use-reader-services.ts), and a module there brings every
// export any other chunk uses of it along (decision 008).
export const CONSENT_STORAGE_KEY = 'consent';
