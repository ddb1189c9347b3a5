// Where the reader's own lists live (decision 089): Hungarian paths like §2.1's. On their own, so the footer that
// links them on every page carries two strings, not the lists' code.

/** The saved articles; without JavaScript, the page that explains saving. */
export const SAVED_ARTICLES_PATH = '/mentett-cikkek';
/** The followed topics' newest articles; without JavaScript, the page that explains following. */
export const FOLLOWED_TOPICS_PATH = '/kovetett-temak';
