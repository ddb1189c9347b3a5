// §2.6 the app download link. The store is chosen by the BFF when the reader follows the link (shared/app-download.ts),
// so the page, cached once for every device, needs no client-side correction and shifts nothing.
import { APP_DOWNLOAD_PATH } from '../../shared/app-download.ts';

export function AppDownloadLink({ text }: { text: string }) {
  return (
    <a className="link-box__link" href={APP_DOWNLOAD_PATH} rel="nofollow">
      {text}
    </a>
  );
}
