// /tamogatas: why and how to support the newsroom, with the states the payment and sign-in flows return to.
import { lazy, Suspense } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import type { SupportPageData } from '../../shared/pages/support.ts';

// §3 the minutes counter on the support page's main view; its code loads with it.
const MinutesCounterBlock = lazy(() => import('../components/minutes-counter-block.tsx').then((m) => ({ default: m.MinutesCounterBlock })));

const RESULTS: Record<string, string> = {
  elkuldve: 'Elküldtük a belépési linket. Nézd meg a postafiókodat (a levél néhány percen belül megérkezik).',
  'hibas-cim': 'Ez nem tűnik érvényes e-mail-címnek. Kérjük, ellenőrizd.',
  'nem-elerheto': 'A belépés most nem érhető el. Kérjük, próbáld újra később.',
};

const MESSAGES: Record<NonNullable<SupportPageData['state']>, { title: string; text: string }> = {
  belepes: { title: 'Belépés támogatóknak', text: 'Add meg az e-mail-címed, amellyel támogatsz: küldünk egy belépési linket.' },
  profil: { title: 'Támogatói profil', text: 'A profilodban láthatod a befizetéseidet és a hírlevél-beállításaidat. Belépés után érhető el.' },
  hiba: { title: 'Valami nem sikerült', text: 'A támogatás most nem ment végbe, a kártyádat nem terheltük meg. Kérjük, próbáld újra néhány perc múlva.' },
  siker: { title: 'Köszönjük a támogatásodat!', text: 'A befizetésed rendben megérkezett. A visszaigazolást e-mailben is elküldtük.' },
};

export function SupportPage() {
  const { state, content } = useLoaderData() as SupportPageData;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const message = state ? MESSAGES[state] : null;
  const result = RESULTS[new URLSearchParams(useLocation().search).get('eredmeny') ?? ''];
  return (
    <div className="page page--doc">
      <PageMeta title={`${message?.title ?? 'Támogatás'} | ${site.name}`} description="Támogasd a független újságírást"
        canonical={`${publicOrigin}/tamogatas${state ? `/${state}` : ''}`} />
      <main className="page__main" id="tartalom">
        <article className="doc">
          <h1 className="article__title">{message?.title ?? 'Támogasd a független újságírást'}</h1>
          {message && <p className="article__lead">{message.text}</p>}
          {state === 'belepes' && result && <p className="support-result" role="status">{result}</p>}
          {state === 'belepes' && (
            <form className="support-form" method="post" action="/tamogatas/belepes">
              <label htmlFor="support-email">E-mail-cím</label>
              <input id="support-email" name="email" type="email" required autoComplete="email" />
              <button type="submit">Belépési link küldése</button>
            </form>
          )}
          {!state && <Suspense fallback={null}><MinutesCounterBlock /></Suspense>}
          {!state && content && <div className="article__content" dangerouslySetInnerHTML={{ __html: content }} />}
          <p><Link to="/tamogatas/belepes">Már támogatsz? Lépj be.</Link></p>
        </article>
      </main>
    </div>
  );
}
