// One purge, one id: the publisher names each purge it sends (a BFF names one that comes without), and every BFF of
// the fleet applies an id once, whether it came straight to it or through the shared store's broadcast
// (docs/scaling.md). The header is the publisher's contract with the BFF, so both sides read it from here.

/** The request header that carries a purge's id. */
export const PURGE_ID_HEADER = 'x-purge-id';

/** What an id may look like: a UUID or any short token of letters, digits and dashes. */
export const PURGE_ID = /^[A-Za-z0-9-]{1,64}$/;
