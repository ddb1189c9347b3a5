/** The longest page path (with query) we answer; longer is 414 for pages and 400 for page-data. */
export const MAX_PATH_LENGTH = 2048;
