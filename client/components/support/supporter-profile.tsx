// §2.1 profil: a signed-in supporter's support, payments (paged), newsletter choices, and what they can do about them
// — cancel a recurring payment and delete the account (each after a confirmation on this page), change newsletters,
// download their data, sign out. Every action is a plain form post carrying the session's CSRF token; the handler's
// redirect brings the reader back here with a notice saying what happened.
import { Link } from 'react-router';
import { pageHref } from '../../../shared/page-param.ts';
import type { SupporterProfileSection } from '../../../shared/pages/support.ts';
import {
  CONFIRM_FIELD,
  CONFIRM_YES,
  CSRF_FIELD,
  DOWNLOAD_FILE_NAME,
  SUPPORT_FORM_PATHS,
  SUPPORT_PATH,
} from '../../../shared/support-forms.ts';
import type { SupporterConfirmationView, SupporterProfileView } from '../../../shared/supporter-profile.ts';

const PROFILE_PATH = `${SUPPORT_PATH}/profil`;

function Csrf({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

function Confirmation({ confirmation, csrf }: { confirmation: SupporterConfirmationView; csrf: string }) {
  const cancel = confirmation.kind === 'lemondas';
  return (
    <section className="support-confirm" aria-labelledby="megerosites-cim">
      <h2 className="support-confirm__title" id="megerosites-cim">
        {cancel ? 'Lemondás megerősítése' : 'Fiók törlésének megerősítése'}
      </h2>
      <p>{confirmation.question}</p>
      <div className="support-actions">
        <form method="post" action={cancel ? SUPPORT_FORM_PATHS.cancel : SUPPORT_FORM_PATHS.remove}>
          <Csrf token={csrf} />
          {confirmation.kind === 'lemondas' && (
            <input type="hidden" name="payment_id" value={confirmation.payment.paymentId} />
          )}
          <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_YES} />
          <button className="support-button support-button--danger" type="submit">
            {cancel ? 'Igen, lemondom' : 'Igen, törlöm a fiókomat'}
          </button>
        </form>
        <Link className="support-button support-button--secondary" to={PROFILE_PATH}>
          Mégse
        </Link>
      </div>
    </section>
  );
}

function SupportSummary({ view, csrf }: { view: SupporterProfileView; csrf: string }) {
  const { support } = view;
  return (
    <section className="support-section" aria-labelledby="tamogatasod-cim">
      <h2 className="support-section__title" id="tamogatasod-cim">
        A támogatásod
      </h2>
      <p>{support.headline}</p>
      {support.recurring.length > 0 && (
        <ul className="support-recurring">
          {support.recurring.map((r) => (
            <li className="support-recurring__item" key={r.paymentId}>
              <div>
                <p className="support-recurring__amount">{r.label}</p>
                <p className="support-muted">
                  {[
                    r.sinceLabel && `Indult: ${r.sinceLabel}`,
                    r.chargesLabel,
                    r.nextChargeLabel && `Következő terhelés: ${r.nextChargeLabel}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <form method="post" action={SUPPORT_FORM_PATHS.cancel}>
                <Csrf token={csrf} />
                <input type="hidden" name="payment_id" value={r.paymentId} />
                <button className="support-button support-button--secondary" type="submit">
                  Lemondás<span className="visually-hidden">: {r.label.toLowerCase()}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {support.totals.length > 0 && (
        <p>
          Eddig összesen ennyivel támogattál: <strong>{support.totals.map((t) => t.label).join(', ')}</strong>.
          Köszönjük!
        </p>
      )}
      {support.status !== 'recurring' && (
        <p>
          <Link to={SUPPORT_PATH}>Rendszeres támogatás indítása</Link>
        </p>
      )}
    </section>
  );
}

function Payments({ payments }: { payments: SupporterProfileView['payments'] }) {
  const href = (page: number) => pageHref(PROFILE_PATH, '', page);
  return (
    <section className="support-section" aria-labelledby="befizetesek-cim">
      <h2 className="support-section__title" id="befizetesek-cim">
        Befizetéseid
      </h2>
      {payments.emptyText ? (
        <p>{payments.emptyText}</p>
      ) : payments.items.length === 0 ? (
        <p>Ezen az oldalon nincs befizetés.</p>
      ) : (
        <table className="support-payments">
          <caption className="visually-hidden">
            Befizetéseid, {payments.page}. oldal
            {payments.totalItems !== null ? `, összesen ${payments.totalItems} befizetés` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Dátum</th>
              <th scope="col">Típus</th>
              <th scope="col" className="support-payments__amount">
                Összeg
              </th>
              <th scope="col">Állapot</th>
            </tr>
          </thead>
          <tbody>
            {payments.items.map((p) => (
              <tr key={p.id}>
                <td>{p.dateLabel ?? '–'}</td>
                <td>{p.kindLabel}</td>
                <td className="support-payments__amount">{p.amountLabel}</td>
                <td>
                  <span className={`support-status support-status--${p.status}`}>{p.statusLabel}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {payments.totalPages > 1 && (
        <nav className="support-pager" aria-label="Befizetések lapozása">
          {payments.previousPage ? <Link to={href(payments.previousPage)}>‹ Újabbak</Link> : <span />}
          <span className="support-muted">
            {payments.page}. oldal / {payments.totalPages}
          </span>
          {payments.nextPage ? <Link to={href(payments.nextPage)}>Régebbiek ›</Link> : <span />}
        </nav>
      )}
    </section>
  );
}

function Newsletters({ view, csrf }: { view: SupporterProfileView; csrf: string }) {
  return (
    <section className="support-section" aria-labelledby="hirlevelek-cim">
      <h2 className="support-section__title" id="hirlevelek-cim">
        Hírleveleid
      </h2>
      <ul className="support-newsletters">
        {view.newsletters.map((n) => (
          <li className="support-newsletters__item" key={n.code}>
            <div>
              <p className="support-newsletters__name">{n.name}</p>
              <p
                className={
                  n.subscribed
                    ? 'support-newsletters__state support-newsletters__state--on'
                    : 'support-newsletters__state'
                }
              >
                {n.subscribed ? 'Feliratkoztál' : 'Nem kapod'}
              </p>
            </div>
            <form method="post" action={SUPPORT_FORM_PATHS.newsletter}>
              <Csrf token={csrf} />
              <input type="hidden" name="code" value={n.code} />
              <input type="hidden" name="subscribe" value={n.toggleTo ? '1' : '0'} />
              <button className="support-button support-button--secondary support-button--small" type="submit">
                {n.actionLabel}
                <span className="visually-hidden">: {n.name}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Account({ csrf }: { csrf: string }) {
  return (
    <section className="support-section" aria-labelledby="adataid-cim">
      <h2 className="support-section__title" id="adataid-cim">
        Az adataid
      </h2>
      <p>
        Letöltheted mindazt, amit rólad tárolunk ({DOWNLOAD_FILE_NAME}, JSON-fájl): a neved, a címed, a befizetéseidet
        és a hírlevél-beállításaidat.
      </p>
      <form method="post" action={SUPPORT_FORM_PATHS.download}>
        <Csrf token={csrf} />
        <button className="support-button support-button--secondary" type="submit">
          Adataim letöltése
        </button>
      </form>
      <p>
        Ha törlöd a fiókodat, a személyes adataidat töröljük, és a rendszeres támogatásaidat lemondjuk. Előtte még
        rákérdezünk.
      </p>
      <form method="post" action={SUPPORT_FORM_PATHS.remove}>
        <Csrf token={csrf} />
        <button className="support-button support-button--danger-outline" type="submit">
          Fiókom törlése
        </button>
      </form>
    </section>
  );
}

function SignOut({ csrf }: { csrf: string }) {
  return (
    <form className="support-sign-out" method="post" action={SUPPORT_FORM_PATHS.signOut}>
      <Csrf token={csrf} />
      <button className="support-button support-button--secondary" type="submit">
        Kijelentkezés
      </button>
    </form>
  );
}

export function SupporterProfile({ profile }: { profile: Extract<SupporterProfileSection, { kind: 'profile' }> }) {
  const { view, csrf, confirmation } = profile;
  return (
    <>
      {confirmation && <Confirmation confirmation={confirmation} csrf={csrf} />}
      <div className="support-profile__who">
        <div>
          <p className="support-profile__greeting">{view.greeting}</p>
          <p className="support-muted">Belépve: {view.email}</p>
        </div>
        <SignOut csrf={csrf} />
      </div>
      <SupportSummary view={view} csrf={csrf} />
      <Payments payments={view.payments} />
      <Newsletters view={view} csrf={csrf} />
      <Account csrf={csrf} />
    </>
  );
}
