// How a service refuses a request its guards stop before any route (kit/input-guards.ts, kit/server-options.ts).
// The kit decides *that* a request is refused and why; each service decides *how* its answers look (its cache
// headers above all) through a policy of its own: the BFF's answer policy, or a stand-in's.
import type { FastifyReply } from 'fastify';

export interface RefusalPolicy {
  /** Sends a JSON refusal with its reason (kit/client-error.ts errorBody) and the service's headers for it. */
  refuse(reply: FastifyReply, status: number, message: string): FastifyReply;
  /** The Cache-Control of a refusal written outside Fastify (Node's own events, the raw socket). */
  cacheControl: string;
}
