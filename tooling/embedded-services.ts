// The upstreams `npm start` and `npm run dev` run themselves when their URL is not configured (DEVELOPERS: every
// upstream has an embedded implementation). One row a service: the variable that names the real one, the port
// variable and default port of ours, and its process entry (bundled by tooling/build.ts into dist/server).
import { randomBytes } from 'node:crypto';

export interface EmbeddedService {
  name: string;
  /** ours runs at this variable's URL (set for the BFF once it is started) */
  urlVar: string;
  /** when this variable is set, the real service is used and ours is not started (default: urlVar) */
  realVar?: string;
  portVar: string;
  defaultPort: number;
  /** process entry, relative to the project root */
  entry: string;
  /**
   * Variables ours and the BFF share when ours runs, made up for this run unless already set (a secret both sides
   * must know); `port` is ours. Set in the environment before it starts, so every later process has them too.
   */
  sharedEnv?: (port: string, env: NodeJS.ProcessEnv) => Record<string, string>;
}

/** A secret for one run of the embedded services: nothing outside this machine's processes ever holds it. */
const runSecret = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url').replace(/[-_]/g, '0')}`;

export const embeddedServices: readonly EmbeddedService[] = [
  {
    name: 'publisher API (embedded origin)',
    urlVar: 'PUBLISHER_API_URL',
    portVar: 'ORIGIN_PORT',
    defaultPort: 4000,
    entry: 'stand-ins/origin/main.ts',
    // Our CRM counts the supporters payments bring at our origin's minutes counter (a real publisher counts its own).
    sharedEnv: (port, env) => ({ CRM_COUNTER_URL: env.CRM_COUNTER_URL || `http://127.0.0.1:${port}` }),
  },
  {
    name: 'livescore cache service',
    urlVar: 'LIVESCORE_API_URL',
    portVar: 'LIVESCORE_PORT',
    defaultPort: 4001,
    entry: 'stand-ins/livescore/main.ts',
  },
  {
    name: 'quiz service',
    urlVar: 'QUIZ_API_URL',
    portVar: 'QUIZ_PORT',
    defaultPort: 4002,
    entry: 'stand-ins/quiz/main.ts',
  },
  {
    name: 'CRM service',
    urlVar: 'CRM_API_URL',
    portVar: 'CRM_PORT',
    defaultPort: 4003,
    entry: 'stand-ins/crm/main.ts',
    // The BFF records payments at it with this token.
    sharedEnv: (_port, env) => ({ CRM_SERVICE_TOKEN: env.CRM_SERVICE_TOKEN || runSecret('') }),
  },
  {
    name: 'supplement data site (stand-in)',
    urlVar: 'EVENT_DATA_URL',
    portVar: 'EVENT_DATA_PORT',
    defaultPort: 4004,
    entry: 'stand-ins/event-data/main.ts',
  },
  {
    // Decision 049: Stripe's API as its SDK speaks it, and its hosted checkout page, which readers' browsers
    // open (PAYMENT_STAND_IN_PUBLIC_URL). A key and a webhook secret made up for the run; its webhooks go to the BFF.
    name: 'payment provider (stand-in)',
    urlVar: 'PAYMENT_API_URL',
    realVar: 'PAYMENT_API_KEY',
    portVar: 'PAYMENT_STAND_IN_PORT',
    defaultPort: 4007,
    entry: 'stand-ins/payments/main.ts',
    sharedEnv: (port, env) => ({
      PAYMENT_API_KEY: runSecret('sk_test_'),
      PAYMENT_WEBHOOK_SECRET: runSecret('whsec_'),
      PAYMENT_CHECKOUT_ORIGIN: new URL(env.PAYMENT_STAND_IN_PUBLIC_URL ?? `http://localhost:${port}`).origin,
    }),
  },
];

/** The embedded services `env` has not named a real one for: the ones `npm start` and `npm run dev` run. */
export function servicesToRun(env: NodeJS.ProcessEnv = process.env): EmbeddedService[] {
  return embeddedServices.filter((s) => !env[s.realVar ?? s.urlVar]);
}

/** Where the server build puts a service's entry: stand-ins/x/main.ts becomes dist/stand-ins/x/main.js. */
export function builtEntry(service: EmbeddedService): string {
  return `dist/${service.entry.replace(/\.ts$/, '.js')}`;
}

export function servicePort(service: EmbeddedService, env: NodeJS.ProcessEnv = process.env): string {
  return env[service.portVar] ?? String(service.defaultPort);
}
