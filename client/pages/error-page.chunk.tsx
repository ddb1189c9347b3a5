import { Link } from 'react-router';
import {
  TEXT_BACK_HOME,
  TEXT_NOT_FOUND_LEAD,
  TEXT_NOT_FOUND_TEXT,
  TEXT_SERVER_ERROR_LEAD,
  TEXT_SERVER_ERROR_TEXT,
} from '../../shared/constants.ts';

/** §2.8, §8 error page: 404 has its lead, an explanation and a picture; any other error the maintenance message. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <main className="page page--error" id="tartalom">
      <title>{notFound ? 'Az oldal nem található' : 'Hiba történt'}</title>
      <meta name="robots" content="noindex" />
      <div className="error">
        {notFound && (
          <img
            className="error__picture"
            src="/assets/not-found.svg"
            width={320}
            height={220}
            alt="Üres újságoldal nagyítóval"
          />
        )}
        <p className="error__code">{status}</p>
        <h1 className="error__lead">{notFound ? TEXT_NOT_FOUND_LEAD : TEXT_SERVER_ERROR_LEAD}</h1>
        <p className="error__text">{notFound ? TEXT_NOT_FOUND_TEXT : TEXT_SERVER_ERROR_TEXT}</p>
        <Link className="error__home" to="/">
          {TEXT_BACK_HOME}
        </Link>
      </div>
    </main>
  );
}
