// §2.6 the app download link: Apple's store for iPhone, iPad, iPod or Mac, otherwise Google Play. Decided in the
// browser after hydration, so one cached page serves every device (the server render links Google Play).
import { useEffect, useState } from 'react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../shared/constants.ts';
import { isApplePlatform } from '../../shared/user-agent.ts';

export function AppDownloadLink() {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(isApplePlatform(navigator.userAgent)), []);
  return (
    <a className="link-box__link" href={apple ? APP_STORE_URL : GOOGLE_PLAY_URL} rel="noopener">
      {apple ? 'Töltsd le az appot az App Store-ból' : 'Töltsd le az appot a Google Playről'}
    </a>
  );
}
