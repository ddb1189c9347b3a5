// Whether the peer of a connection is one of the proxies TRUST_PROXY names, decided by the very function Fastify uses
// for `request.ip` (@fastify/proxy-addr, loaded from Fastify's own dependencies), so the two never disagree: the answer
// policy sends surrogate keys only to such a peer, and server-options.ts keeps a forwarded request id only from one.
import { createRequire } from 'node:module';

type Compile = (values: string[]) => (address: string, hop: number) => boolean;

/** A matcher for a TRUST_PROXY value (names such as loopback, addresses, CIDR ranges); `true` trusts every peer. */
export function trustedPeers(setting: string | boolean | undefined): (address: string | undefined) => boolean {
  if (setting === true || setting === 'true') return () => true;
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const { compile } = fromFastify('@fastify/proxy-addr') as { compile: Compile };
  const trust = compile(
    String(setting || '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );
  return (address) => !!address && trust(address, 0);
}
