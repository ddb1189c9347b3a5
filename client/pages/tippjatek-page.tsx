// §2.1 tippjatek: the prediction game's form, and one stored prediction as a page to share (data and rules:
// shared/pages/tippjatek.ts). The form is a plain POST form (it works without JavaScript: the BFF answers with a redirect
// to the stored prediction, or back here with what was wrong); with JavaScript it also shows the running total and what
// is wrong while the reader types, and gives the submission an id so a resent form is stored once.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { TippjatekForm, TippjatekPageData, TippjatekPrediction } from '../../shared/pages/tippjatek.ts';
import {
  checkTypedShares,
  FORM_UNAVAILABLE_TEXT,
  FULL_SHARE,
  GAME_CLOSED_TEXT,
  formatPercent,
  formatPoints,
  formatShare,
  gamePath,
  SHARE_FIELD_PREFIX,
  SHARE_INPUT_MAX_LENGTH,
  SUBMISSION_ID_FIELD,
} from '../../shared/prediction-game.ts';

/** A share as typed: up to three digits, and a decimal (comma or point). */
const SHARE_PATTERN = '\\s*\\d{1,3}([,.]\\d)?\\s*';

function randomSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Check = ReturnType<typeof checkTypedShares>;
type Party = TippjatekForm['game']['parties'][number];

/** The line under the total: what is wrong with it, what is left to fill in, or that the tip can go. */
function statusOf(check: Check, parties: readonly Party[], values: Record<string, string>): string {
  const totalProblem = check.problems.find((p) => p.kind === 'total');
  const filled = parties.filter((p) => (values[p.code] ?? '').trim() !== '').length;
  return totalProblem
    ? totalProblem.message
    : check.problems.length === 0
      ? `Pontosan ${formatPercent(FULL_SHARE)}: elküldheted a tippedet.`
      : filled < parties.length
        ? `Még ${parties.length - filled} mezőt kell kitöltened.`
        : 'Javítsd a pirossal jelölt mezőket.';
}

/** A game past its closing moment: no form, the official result instead (when there is one). */
function ClosedGame({ closed }: { closed: NonNullable<TippjatekForm['closed']> }) {
  return (
    <section className="tipp-closed" data-testid="tipp-lezarult">
      <p className="article__lead">{GAME_CLOSED_TEXT}</p>
      {closed.result && (
        <table className="tipp-table">
          <caption>A hivatalos végeredmény</caption>
          <thead>
            <tr>
              <th scope="col">Lista</th>
              <th scope="col">Arány</th>
            </tr>
          </thead>
          <tbody>
            {closed.result.shares.map((p) => (
              <tr key={p.code}>
                <th scope="row">{p.name}</th>
                <td>{formatPercent(p.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {closed.result && <p className="tipp-muted">Forrás: {closed.result.source}.</p>}
    </section>
  );
}

function PredictionForm({ data }: { data: TippjatekForm }) {
  const { game } = data;
  const [values, setValues] = useState<Record<string, string>>(data.values);
  // The server already judged a returned form; a fresh one says what is missing only once the reader tries to send it.
  const [attempted, setAttempted] = useState(data.problems.length > 0);
  const [submissionId, setSubmissionId] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => setSubmissionId(randomSubmissionId()), []);

  const check = checkTypedShares(game.parties, values);
  const fieldProblem = (code: string) =>
    check.problems.find((p) => p.kind !== 'total' && p.code === code && (attempted || p.kind === 'invalid'));
  const totalProblem = check.problems.find((p) => p.kind === 'total');
  const ok = check.problems.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (ok) return;
    event.preventDefault();
    setAttempted(true);
    statusRef.current?.focus();
  };

  return (
    <form className="tipp-form" method="post" action={data.action} onSubmit={onSubmit} aria-describedby={`${id}-total`}>
      {data.unavailable && (
        <p className="tipp-notice tipp-notice--error" role="alert">
          {FORM_UNAVAILABLE_TEXT}
        </p>
      )}
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
      <fieldset className="tipp-form__parties">
        <legend className="tipp-form__legend">Listás szavazatok aránya pártonként (%)</legend>
        {game.parties.map((party) => (
          <ShareField
            key={party.code}
            party={party}
            inputId={`${id}-${party.code}`}
            value={values[party.code] ?? ''}
            problem={fieldProblem(party.code)}
            onChange={(value) => setValues((v) => ({ ...v, [party.code]: value }))}
          />
        ))}
      </fieldset>
      <div className={`tipp-total${ok ? ' tipp-total--ok' : totalProblem ? ' tipp-total--error' : ''}`}>
        <p className="tipp-total__sum">
          Összesen: <strong data-testid="tipp-osszeg">{formatPercent(check.total)}</strong>
        </p>
        <p
          className="tipp-total__status"
          id={`${id}-total`}
          ref={statusRef}
          tabIndex={-1}
          aria-live="polite"
          data-testid="tipp-allapot"
        >
          {statusOf(check, game.parties, values)}
        </p>
      </div>
      <button className="support-button tipp-form__submit" type="submit">
        Tipp elküldése
      </button>
      <p className="tipp-muted">A tipped saját linket kap, amelyet megoszthatsz. Nevet, e-mail-címet nem kérünk.</p>
    </form>
  );
}

/** One party's share, with what is wrong with it. */
function ShareField({
  party,
  inputId,
  value,
  problem,
  onChange,
}: {
  party: Party;
  inputId: string;
  value: string;
  problem: Check['problems'][number] | undefined;
  onChange(value: string): void;
}) {
  return (
    <div className={`tipp-field${problem ? ' tipp-field--error' : ''}`}>
      <label className="tipp-field__label" htmlFor={inputId}>
        {party.name}
      </label>
      <span className="tipp-field__box">
        <input
          className="tipp-field__input"
          id={inputId}
          name={`${SHARE_FIELD_PREFIX}${party.code}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          pattern={SHARE_PATTERN}
          maxLength={SHARE_INPUT_MAX_LENGTH}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-hiba` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="tipp-field__unit" aria-hidden="true">
          %
        </span>
      </span>
      {problem && (
        <span className="tipp-field__error" id={`${inputId}-hiba`}>
          {problem.message}
        </span>
      )}
    </div>
  );
}

function PredictionView({ data }: { data: TippjatekPrediction }) {
  const { publicOrigin } = useBoot();
  const { result } = data;
  const shareUrl = `${publicOrigin}${data.canonicalPath}`;
  const official = result ? new Map(result.parties.map((p) => [p.code, p])) : null;
  return (
    <>
      <p className="article__lead">{`Egy olvasó tippje, ${data.createdLabel}`}</p>
      <table className="tipp-table">
        <caption className="visually-hidden">A tipp{result ? ' és a hivatalos végeredmény' : ''} pártonként</caption>
        <thead>
          <tr>
            <th scope="col">Párt</th>
            <th scope="col">Tipp</th>
            {result && (
              <>
                <th scope="col">Eredmény</th>
                <th scope="col">Eltérés</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {data.shares.map((p) => {
            const row = official?.get(p.code);
            return (
              <tr key={p.code}>
                <th scope="row">{p.name}</th>
                <td data-testid={`tipp-${p.code}`}>{formatPercent(p.share)}</td>
                {row && (
                  <>
                    <td>{formatPercent(row.official)}</td>
                    <td>{`${row.difference > 0 ? '+' : row.difference < 0 ? '−' : ''}${formatShare(Math.abs(row.difference))}`}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {result ? (
        <section className="tipp-result" aria-labelledby="tipp-elteres-cim">
          <h2 className="tipp-result__title" id="tipp-elteres-cim">
            Összes eltérés: <span data-testid="tipp-elteres">{formatPoints(result.distance)}</span>
          </h2>
          <p>{result.verdict}</p>
          <p className="tipp-muted">
            Az eltérés a pártonkénti különbségek abszolút értékének összege: 0 a telitalálat, 200 százalékpont a lehető
            legnagyobb. Forrás: {result.source}.
          </p>
        </section>
      ) : (
        <p className="tipp-notice">
          A hivatalos végeredmény még nincs meg: amint lesz, ezen az oldalon látod, mennyire talált a tipp.
        </p>
      )}
      <div className="tipp-share">
        <label className="tipp-field__label" htmlFor="tipp-link">
          A tipp linkje, megosztáshoz
        </label>
        <input className="tipp-field__input tipp-share__url" id="tipp-link" type="url" readOnly value={shareUrl} />
      </div>
      <p>
        <Link to={gamePath(data.game.slug)}>Te is tippelnél? Ide írd be a saját tippedet.</Link>
      </p>
    </>
  );
}

export function TippjatekPage() {
  const data = useLoaderData<TippjatekPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const summary =
    data.view === 'prediction'
      ? data.shares.map((p) => `${p.name} ${formatPercent(p.share)}`).join(', ') +
        (data.result ? `. Eltérés a végeredménytől: ${formatPoints(data.result.distance)}.` : '.')
      : data.game.question;
  return (
    <div className="page page--tippjatek">
      <PageMeta
        title={`${data.view === 'prediction' ? `Egy olvasó tippje – ${data.game.title}` : data.game.title} | ${site.name}`}
        description={summary}
        canonical={`${publicOrigin}${data.canonicalPath}`}
      />
      <main className="page__main" id="tartalom">
        <div className="tippjatek">
          <h1 className="article__title">{data.game.title}</h1>
          {data.view === 'form' && data.closed ? (
            <ClosedGame closed={data.closed} />
          ) : data.view === 'form' ? (
            <>
              <p className="article__lead">{data.game.question}</p>
              <PredictionForm data={data} />
            </>
          ) : (
            <PredictionView data={data} />
          )}
        </div>
      </main>
      {/* §2.1 tippjatek is one of the section-type routes: the §2.6 sidebar of a list page. */}
      <Sidebar site={site} ads={data.ads} social={data.social} />
    </div>
  );
}
