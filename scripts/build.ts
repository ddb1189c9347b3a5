// `npm run build`: the client bundle and the server bundle (tooling/build.ts).
import { buildClient, buildServer } from '../tooling/build.ts';

const t0 = performance.now();
const manifest = await buildClient();
await buildServer();
console.log(`built ${manifest.entry} (build ${manifest.buildId}) in ${Math.round(performance.now() - t0)} ms`);
