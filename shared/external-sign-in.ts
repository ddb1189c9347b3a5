// §6 external OAuth sign-in: where the login page's link starts it, and where the provider sends the reader back.
export const EXTERNAL_SIGN_IN_PATH = '/login/kulso';
export const EXTERNAL_SIGN_IN_CALLBACK_PATH = '/login/kulso/visszateres';
/** §6 the scopes asked for */
export const EXTERNAL_SIGN_IN_SCOPE = 'openid profile email';
