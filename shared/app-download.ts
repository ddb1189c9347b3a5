// §2.6 the app download link: Apple's store for iPhone, iPad, iPod or Mac, otherwise Google Play. The page links our
// own path, and the BFF answers it with a redirect to the store of the device that follows it (§6 device type from
// the user agent, server/routes/app-download-route.ts): the cached page is one for every reader, no client code
// rewrites the link after hydration, and nothing moves (decision 016-device-type-without-vary).
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './constants.ts';
import { isApplePlatform } from './user-agent.ts';

export const APP_DOWNLOAD_PATH = '/app-letoltes';

export function appStoreUrlFor(userAgent: string | undefined): string {
  return isApplePlatform(userAgent ?? '') ? APP_STORE_URL : GOOGLE_PLAY_URL;
}
