// The shapes of the supporter forms' inputs (their lengths: shared/request-limits.ts).

export const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const NEWSLETTER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
export const SIGN_IN_CODE_PATTERN = /^\d{6}$/;
