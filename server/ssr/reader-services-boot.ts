// What the browser needs to load the reader's services, in the boot data of every page: the ad service
// and its network id, the site's consent script (§3, per site), the social SDK. All of it loads only after consent
// (the consent script itself only when the reader has not chosen), from client/services/reader-services.chunk.ts.
import type { BootData } from '../../shared/pages/boot-data.ts';
import { SOCIAL_SDK_LOCALE } from '../../shared/social-sdk.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { profileOf } from '../../shared/sites/site-profiles.ts';
import type { BffConfig } from '../config.ts';

export type ReaderServicesBoot = (site: SiteConfig) => Pick<BootData, 'ads' | 'consent' | 'social'>;

export function readerServicesBoot(
  config: Pick<BffConfig, 'adServiceUrl' | 'adNetworkId' | 'socialSdkOrigin'>,
): ReaderServicesBoot {
  const ads = config.adServiceUrl ? { script: config.adServiceUrl, network: config.adNetworkId } : null;
  const social = config.socialSdkOrigin ? `${config.socialSdkOrigin}/${SOCIAL_SDK_LOCALE}/sdk.js` : null;
  return (site) => ({ ads, consent: profileOf(site).consentScriptPath, social });
}
