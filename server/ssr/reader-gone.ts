/**
 * The reason a render or its upstream calls are ended because the reader closed the connection (or a HEAD was answered
 * by its headers): passed to `AbortController.abort` and React's `abort`, so what follows can tell it from a failure
 * and not log it as an error.
 */
export const READER_GONE = new Error('the reader went away');
