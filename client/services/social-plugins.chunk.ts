// §7 the social SDK (v3.2, Hungarian locale), loaded after the reader consented to social plugins and only on a page
// that shows one (the follow box, client/components/follow-box.tsx): it renders every plugin element it finds. On
// later pages it is asked to render that page's plugins. Its origin is configuration (SOCIAL_SDK_ORIGIN; the CSP
// lets it in); tests use a local stand-in (stand-ins/social-sdk/main.ts).
import { SOCIAL_SDK_VERSION } from '../../shared/social-sdk.ts';

interface SocialSdk {
  init(options: { xfbml: boolean; version: string }): void;
  XFBML: { parse(root?: Element): void };
}
type SdkWindow = Window & { FB?: SocialSdk; fbAsyncInit?: () => void };

let requested = false;

export function showSocialPlugins(sdkUrl: string): void {
  const win = window as SdkWindow;
  if (win.FB) {
    win.FB.XFBML.parse();
    return;
  }
  if (requested) return; // arriving: its init renders whatever plugins the page has by then
  requested = true;
  win.fbAsyncInit = () => win.FB?.init({ xfbml: true, version: SOCIAL_SDK_VERSION });
  const script = document.createElement('script');
  script.src = sdkUrl;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.dataset.socialSdk = '';
  document.head.append(script);
}
