// §3 Newsletter subscribe: the sign-up form (email, last and first name, the lists), in the prompt and on the
// newsletter page. A plain form post to the BFF (works without JavaScript: the answer is a redirect back here with
// the outcome and the error codes in the query, read below); with JavaScript the same endpoint answers JSON and the
// form shows the server's messages in place. Every message is the server's (shared/newsletter-form.ts): the browser
// does not validate (noValidate), so a reader never sees two different verdicts.
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  NEWSLETTER_ERRORS,
  NEWSLETTER_ERRORS_PARAM,
  NEWSLETTER_RESULT_PARAM,
  NEWSLETTER_RESULTS,
  NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_UNAVAILABLE,
  newsletterErrorCodes,
  newsletterErrorField,
  type NewsletterField,
} from '../../shared/newsletter-form.ts';
import { NEWSLETTER_LISTS, type NewsletterListCode } from '../../shared/newsletter-lists.ts';

type Status = { tone: 'ok' | 'error'; text: string } | null;
type FieldErrors = Partial<Record<NewsletterField, string>>;

/** What a no-JavaScript post's redirect says: the outcome and the messages by field. */
export function formOutcomeOf(search: string): { status: Status; errors: FieldErrors; done: boolean } {
  const query = new URLSearchParams(search);
  const result = query.get(NEWSLETTER_RESULT_PARAM) ?? '';
  const codes = newsletterErrorCodes(query.get(NEWSLETTER_ERRORS_PARAM));
  const errors: FieldErrors = {};
  for (const code of codes) errors[newsletterErrorField(code)] ??= NEWSLETTER_ERRORS[code];
  let status: Status = Object.hasOwn(NEWSLETTER_RESULTS, result) ? NEWSLETTER_RESULTS[result] : null;
  // A refusal with no field to blame is the publisher's: say so rather than point at nothing.
  if (result === 'hiba' && codes.length === 0) status = { tone: 'error', text: NEWSLETTER_UNAVAILABLE };
  return { status, errors, done: status?.tone === 'ok' };
}

/** The page the form is on, without an earlier outcome in its query. */
export function backPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(NEWSLETTER_RESULT_PARAM);
  query.delete(NEWSLETTER_ERRORS_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function NewsletterForm({
  idPrefix,
  lists,
  checked,
  anchor,
  onDone,
}: {
  idPrefix: string;
  lists: readonly NewsletterListCode[];
  /** ticked at first */
  checked: readonly NewsletterListCode[];
  /** the element the page scrolls back to after a plain form post (the redirect keeps the action's fragment) */
  anchor: string;
  onDone?: () => void;
}) {
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState(() => formOutcomeOf(search));
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { status, errors, done } = outcome;
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: NewsletterField) => (errors[field] ? id(`${field}-hiba`) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    let next: typeof outcome;
    try {
      const res = await fetch(NEWSLETTER_SUBSCRIBE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: data.get('email'),
          firstName: data.get('firstName'),
          lastName: data.get('lastName'),
          listCodes: data.getAll('listCodes'),
        }),
      });
      const body = (await res.json().catch(() => null)) as {
        message?: string;
        errors?: Partial<Record<NewsletterField, { message: string }>>;
      } | null;
      const fieldErrors: FieldErrors = {};
      for (const [field, e] of Object.entries(body?.errors ?? {})) fieldErrors[field as NewsletterField] = e?.message;
      next = res.ok
        ? { status: { tone: 'ok', text: body?.message ?? NEWSLETTER_RESULTS.ok.text }, errors: {}, done: true }
        : {
            status: {
              tone: 'error',
              text: Object.keys(fieldErrors).length
                ? NEWSLETTER_RESULTS.hiba.text
                : (body?.message ?? NEWSLETTER_UNAVAILABLE),
            },
            errors: fieldErrors,
            done: false,
          };
    } catch {
      next = { status: { tone: 'error', text: NEWSLETTER_UNAVAILABLE }, errors: {}, done: false };
    }
    setBusy(false);
    setOutcome(next);
    if (next.done) onDone?.();
    else {
      // The first field the server refused gets the focus, so its message is read out with it.
      const first = (['email', 'lastName', 'firstName', 'listCodes'] as const).find((f) => next.errors[f]);
      if (first) queueMicrotask(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
  };

  if (done && status)
    return (
      <p className="nl-form__status nl-form__status--ok" role="status">
        {status.text}
      </p>
    );
  return (
    <form
      ref={form}
      className="nl-form"
      method="post"
      action={`${NEWSLETTER_SUBSCRIBE_PATH}#${anchor}`}
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name="back" value={backPathOf(pathname, search)} />
      <div className="nl-form__field nl-form__field--email">
        <label htmlFor={id('email')}>E-mail-cím</label>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errorId('email')}
        />
        {errors.email && (
          <p className="nl-form__error" id={errorId('email')}>
            {errors.email}
          </p>
        )}
      </div>
      <div className="nl-form__field">
        <label htmlFor={id('lastName')}>Vezetéknév</label>
        <input
          id={id('lastName')}
          name="lastName"
          type="text"
          autoComplete="family-name"
          required
          maxLength={100}
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errorId('lastName')}
        />
        {errors.lastName && (
          <p className="nl-form__error" id={errorId('lastName')}>
            {errors.lastName}
          </p>
        )}
      </div>
      <div className="nl-form__field">
        <label htmlFor={id('firstName')}>Keresztnév</label>
        <input
          id={id('firstName')}
          name="firstName"
          type="text"
          autoComplete="given-name"
          required
          maxLength={100}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errorId('firstName')}
        />
        {errors.firstName && (
          <p className="nl-form__error" id={errorId('firstName')}>
            {errors.firstName}
          </p>
        )}
      </div>
      <fieldset className="nl-form__lists" aria-describedby={errorId('listCodes')}>
        <legend>Hírlevelek</legend>
        {NEWSLETTER_LISTS.filter((l) => lists.includes(l.code)).map((l) => (
          <label key={l.code} className="nl-form__list">
            <input type="checkbox" name="listCodes" value={l.code} defaultChecked={checked.includes(l.code)} />
            <span className="nl-form__list-name">{l.name}</span>
            <span className="nl-form__list-text">{l.description}</span>
          </label>
        ))}
        {errors.listCodes && (
          <p className="nl-form__error" id={errorId('listCodes')}>
            {errors.listCodes}
          </p>
        )}
      </fieldset>
      <button type="submit" className="nl-form__submit" disabled={busy}>
        Feliratkozom
      </button>
      {status && (
        <p
          className={`nl-form__status nl-form__status--${status.tone}`}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
    </form>
  );
}
