// Cache-Control of the quiz service's answers: a reader's token and answers are theirs alone, so none is stored.
export const CACHE_PRIVATE = 'private, no-store';
