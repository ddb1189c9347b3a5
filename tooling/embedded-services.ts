// The upstreams `npm start` and `npm run dev` run themselves when their URL is not configured (DEVELOPERS: every
// upstream has an embedded implementation). One row a service: the variable that names the real one, the port
// variable and default port of ours, and its process entry (bundled by tooling/build.ts into dist/server).
export interface EmbeddedService {
  name: string;
  /** when this variable is set, the real service is used and ours is not started */
  urlVar: string;
  portVar: string;
  defaultPort: number;
  /** process entry, relative to the project root */
  entry: string;
}

export const embeddedServices: readonly EmbeddedService[] = [
  { name: 'publisher API (embedded origin)', urlVar: 'PUBLISHER_API_URL', portVar: 'ORIGIN_PORT', defaultPort: 4000, entry: 'server/origin/main.ts' },
  { name: 'livescore cache service', urlVar: 'LIVESCORE_API_URL', portVar: 'LIVESCORE_PORT', defaultPort: 4001, entry: 'server/origin/livescore/main.ts' },
  { name: 'quiz service', urlVar: 'QUIZ_API_URL', portVar: 'QUIZ_PORT', defaultPort: 4002, entry: 'server/origin/quiz/main.ts' },
  { name: 'CRM service', urlVar: 'CRM_API_URL', portVar: 'CRM_PORT', defaultPort: 4003, entry: 'server/origin/crm/main.ts' },
  { name: 'supplement data site (stand-in)', urlVar: 'EVENT_DATA_URL', portVar: 'EVENT_DATA_PORT', defaultPort: 4004, entry: 'server/origin/event-data/main.ts' },
];

/** Where the server build puts a service's entry: server/x/main.ts becomes dist/server/x/main.js. */
export function builtEntry(service: EmbeddedService): string {
  return service.entry.replace(/^server\//, 'dist/server/').replace(/\.ts$/, '.js');
}

export function servicePort(service: EmbeddedService, env: NodeJS.ProcessEnv = process.env): string {
  return env[service.portVar] ?? String(service.defaultPort);
}
