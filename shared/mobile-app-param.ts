// §4 mobile-app mode is switched on by this query parameter. A module of its own: every page's first JavaScript
// checks it (client/behaviours/use-reader-services.ts) without bringing the other navigation constants along.
export const MOBILE_APP_PARAM = 'isMobileApp';
