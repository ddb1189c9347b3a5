// §7 the social SDK: version v3.2 in the Hungarian locale, loaded from the configured origin as
// `{origin}/{locale}/sdk.js` (the Facebook SDK's own shape), only after the reader consented to social plugins and
// only on pages that show one (the follow box). §3/§9 the per-site Facebook interaction counts are in the sites'
// profiles (shared/sites/<site>.ts).
export const SOCIAL_SDK_VERSION = 'v3.2';
export const SOCIAL_SDK_LOCALE = 'hu_HU';
/** Marks an element the social SDK renders a plugin into (XFBML's class, so the real SDK finds it too). */
export const SOCIAL_PLUGIN_CLASS = 'fb-page';
