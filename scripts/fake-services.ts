// The third parties' local stand-ins for a demo: the fake ad service and the fake social SDK, on
// FAKE_AD_PORT (4005) and FAKE_SOCIAL_PORT (4006). Start the site with the variables this prints, e.g.
//   AD_SERVICE_URL=http://127.0.0.1:4005/gpt.js SOCIAL_SDK_ORIGIN=http://127.0.0.1:4006 npm start
// then accept the consent dialog: ads load on scroll, the follow box becomes the plugin. Ctrl-C stops them.
import { startFakeAdService } from '../stand-ins/ad-service/main.ts';
import { startFakeSocialSdk } from '../stand-ins/social-sdk/main.ts';

const ads = await startFakeAdService({ port: Number(process.env.FAKE_AD_PORT ?? 4005) });
const social = await startFakeSocialSdk({ port: Number(process.env.FAKE_SOCIAL_PORT ?? 4006) });
console.log(`fake ad service: ${ads.origin} (its requests: ${ads.origin}/requests)`);
console.log(`fake social SDK: ${social.origin}`);
console.log(`\nAD_SERVICE_URL=${ads.scriptUrl} SOCIAL_SDK_ORIGIN=${social.origin} npm start`);
const stop = () => void Promise.all([ads.close(), social.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
