// §2.1 /tamogatas/{belepes|profil|hiba|siker}: the ways to support (a checkout at the payment provider), the
// supporter's sign-in, their profile and the outcome pages, a payment's among them; the data and every rule come from
// shared/pages/support.ts. Forms post to the BFF's handlers and work without JavaScript.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { SupportNotice } from '../components/support/support-notice.tsx';
import { SupportOffer } from '../components/support/support-offer.tsx';
import { SupporterProfile } from '../components/support/supporter-profile.tsx';
import { SupporterSignIn } from '../components/support/supporter-sign-in.tsx';
import type { SupportPageData } from '../../shared/pages/support.ts';
import { SUPPORT_PATH, type SupportOutcome } from '../../shared/support-forms.ts';

// §3 the minutes counter on the support page's main view; its code loads with it.
const MinutesCounterBlock = lazy(() =>
  import('../components/minutes-counter-block.chunk.tsx').then((m) => ({ default: m.MinutesCounterBlock })),
);

const PROFILE = `${SUPPORT_PATH}/profil`;
const SIGN_IN = `${SUPPORT_PATH}/belepes`;

function Frame({
  title,
  description,
  lead,
  state,
  children,
}: {
  title: string;
  description: string;
  lead?: string;
  state: SupportPageData['state'];
  children: ReactNode;
}) {
  const site = useSite();
  const { publicOrigin } = useBoot();
  return (
    <div className="page page--doc page--support">
      <PageMeta
        title={`${title} | ${site.name}`}
        description={description}
        canonical={`${publicOrigin}${SUPPORT_PATH}${state ? `/${state}` : ''}`}
        robots={state ? 'noindex' : undefined}
      />
      <main className="page__main" id="tartalom">
        <div className={`support support--${state ?? 'landing'}`}>
          <h1 className="article__title">{title}</h1>
          {lead && <p className="article__lead">{lead}</p>}
          {children}
        </div>
      </main>
      <Sidebar site={site} />
    </div>
  );
}

function Landing({ data }: { data: Extract<SupportPageData, { state: null }> }) {
  return (
    <Frame
      title={data.title}
      state={null}
      description="Támogasd a független újságírást havi vagy egyszeri hozzájárulással."
      lead="Havonta vagy egyszer, annyival, amennyivel szeretnéd: válaszd, ami neked kényelmes."
    >
      {/* the counter's place, held while its code loads (styles/engage.css) */}
      <Suspense fallback={<div className="minutes-counter minutes-counter--pending" aria-hidden="true" />}>
        <MinutesCounterBlock />
      </Suspense>
      <SupportOffer offer={data.offer} howItWorks={data.content} />
      <section className="support-member" aria-labelledby="tamogato-cim">
        <h2 className="support-section__title" id="tamogato-cim">
          Már támogatsz?
        </h2>
        {data.signedIn ? (
          <p>
            A <Link to={PROFILE}>támogatói profilodban</Link> látod a befizetéseidet, és beállíthatod a hírleveleidet.
          </p>
        ) : (
          <p>
            <Link to={SIGN_IN}>Lépj be</Link> a címeddel, és a profilodban látod a befizetéseidet, lemondhatod a havi
            támogatást, és beállíthatod a hírleveleidet.
          </p>
        )}
      </section>
    </Frame>
  );
}

function SignInPage({ data }: { data: Extract<SupportPageData, { state: 'belepes' }> }) {
  return (
    <Frame
      title="Belépés támogatóknak"
      state="belepes"
      description="Belépés a támogatói profilba"
      lead={
        data.awaitingCode
          ? 'Írd be a levélben kapott hatjegyű kódot, vagy nyisd meg a levélben lévő linket.'
          : 'Add meg az e-mail-címed, amellyel támogatsz: küldünk egy belépési linket és egy kódot.'
      }
    >
      <SupportNotice notice={data.notice} />
      {data.signedIn && (
        <p className="support-notice support-notice--info">
          Ebben a böngészőben már beléptél: <Link to={PROFILE}>tovább a profilodhoz</Link>.
        </p>
      )}
      <SupporterSignIn awaitingCode={data.awaitingCode} />
      <p>
        <Link to={SUPPORT_PATH}>Még nem támogatsz? Így segíthetsz.</Link>
      </p>
    </Frame>
  );
}

function ProfilePage({ data }: { data: Extract<SupportPageData, { state: 'profil' }> }) {
  const { profile } = data;
  return (
    <Frame title="Támogatói profil" state="profil" description="A támogatásod, a befizetéseid és a hírleveleid">
      <SupportNotice notice={data.notice} />
      {profile.kind === 'profile' && <SupporterProfile profile={profile} />}
      {profile.kind === 'signed-out' && (
        <>
          <p>
            A profilodat belépés után látod. Add meg az e-mail-címed, amellyel támogatsz: küldünk egy belépési linket és
            egy kódot.
          </p>
          <SupporterSignIn awaitingCode={false} />
        </>
      )}
      {profile.kind === 'unavailable' && (
        <>
          <p className="support-notice support-notice--error" role="alert">
            A profilodat most nem tudjuk betölteni, mert a támogatói rendszer nem válaszol. Kérjük, próbáld újra néhány
            perc múlva.
          </p>
          <p>
            <Link to={PROFILE}>Újrapróbálom</Link>
          </p>
        </>
      )}
    </Frame>
  );
}

/** The outcome page's title: what happened, in a few words (the notice says the rest). */
const OUTCOME_TITLES: Partial<Record<SupportOutcome, string>> = {
  torolve: 'A fiókodat töröltük',
  'fizetes-folyamatban': 'A fizetésed feldolgozás alatt van',
  'muvelet-sikertelen': 'A művelet nem sikerült',
  'fizetes-megszakitva': 'A fizetés nem fejeződött be',
  'fizetes-ismeretlen': 'Nem tudtuk ellenőrizni a fizetést',
  'hibas-osszeg': 'Ezt az összeget nem tudjuk elfogadni',
};

function OutcomePage({ data }: { data: Extract<SupportPageData, { state: 'hiba' | 'siker' }> }) {
  const outcome = data.notice?.outcome;
  const deleted = outcome === 'torolve';
  const failedAction = outcome === 'muvelet-sikertelen';
  const title =
    (outcome && OUTCOME_TITLES[outcome]) ??
    (data.state === 'siker' ? 'Köszönjük a támogatásodat!' : 'A fizetés nem sikerült');
  const text =
    data.notice?.text ??
    (data.state === 'siker'
      ? 'Köszönjük, hogy támogatod a független újságírást!'
      : 'A támogatás most nem ment végbe, semmit nem terheltünk. Kérjük, próbáld újra néhány perc múlva.');
  return (
    <Frame title={title} state={data.state} description={text}>
      <p className={`support-outcome support-outcome--${data.state}`} role={data.state === 'hiba' ? 'alert' : 'status'}>
        {text}
      </p>
      <ul className="support-links">
        {data.state === 'hiba' && !failedAction && (
          <li>
            <Link className="support-button" to={SUPPORT_PATH}>
              Újra megpróbálom
            </Link>
          </li>
        )}
        {failedAction && (
          <li>
            <Link className="support-button" to={PROFILE}>
              Vissza a profilomhoz
            </Link>
          </li>
        )}
        {data.state === 'siker' && !deleted && (
          <li>
            <Link className="support-button" to={PROFILE}>
              A támogatói profilom
            </Link>
          </li>
        )}
        <li>
          <Link className="support-button support-button--secondary" to="/">
            Tovább a címlapra
          </Link>
        </li>
      </ul>
    </Frame>
  );
}

export function SupportPage() {
  const data = useLoaderData<SupportPageData>();
  switch (data.state) {
    case null:
      return <Landing data={data} />;
    case 'belepes':
      return <SignInPage data={data} />;
    case 'profil':
      return <ProfilePage data={data} />;
    default:
      return <OutcomePage data={data} />;
  }
}
