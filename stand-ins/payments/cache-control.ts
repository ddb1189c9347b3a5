// Cache-Control of the payment stand-in's answers: API objects and checkout pages are one payer's, never stored.
export const CACHE_NONE = 'no-store';
