// Cache-Control of the CRM service's answers: every one is about a supporter (or a sign-in), so none is stored.
export const CACHE_PRIVATE = 'private, no-store';
