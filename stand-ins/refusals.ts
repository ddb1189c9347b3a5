// How every stand-in refuses a request its kit guards stop before any route: the reason as JSON, never stored.
// The stand-ins' own rule, not the BFF's answer policy: a change to what the BFF answers must not change what the
// "publisher API" answers (the import boundary keeps them apart).
import { errorBody } from '../kit/client-error.ts';
import type { RefusalPolicy } from '../kit/refusal-policy.ts';

export const standInRefusals: RefusalPolicy = {
  refuse: (reply, status, message) =>
    reply.code(status).header('cache-control', 'no-store').send(errorBody(status, message)),
  cacheControl: 'no-store',
};
