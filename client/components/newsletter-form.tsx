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
  // Most pages have no query: the form shows on every article, so they skip parsing one.
  if (!search) return { status: null, errors: {}, done: false };
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
  if (!search) return pathname;
  const query = new URLSearchParams(search);
  query.delete(NEWSLETTER_RESULT_PARAM);
  query.delete(NEWSLETTER_ERRORS_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

type Outcome = ReturnType<typeof formOutcomeOf>;

/** Posts the form's fields as JSON and reads the server's verdict (the messages are the server's). */
async function postSubscription(data: FormData): Promise<Outcome> {
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
    return res.ok
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
    return { status: { tone: 'error', text: NEWSLETTER_UNAVAILABLE }, errors: {}, done: false };
  }
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
    const next = await postSubscription(data);
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
  const field = { id, errors, errorId };
  return (
    <form
      ref={form}
      className="nl-form"
      method="post"
      action={`${NEWSLETTER_SUBSCRIBE_PATH}#${anchor}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="back" value={backPathOf(pathname, search)} />
      <TextField {...field} name="email" label="E-mail-cím" type="email" autoComplete="email" inputMode="email" />
      <TextField {...field} name="lastName" label="Vezetéknév" type="text" autoComplete="family-name" maxLength={100} />
      <TextField {...field} name="firstName" label="Keresztnév" type="text" autoComplete="given-name" maxLength={100} />
      <ListChoices lists={lists} checked={checked} errors={errors} errorId={errorId} />
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

/** One required text field with the server's message for it (the email field is marked for its wider layout). */
function TextField({
  id,
  errors,
  errorId,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  maxLength,
}: {
  id(field: string): string;
  errors: FieldErrors;
  errorId(field: NewsletterField): string | undefined;
  name: 'email' | 'lastName' | 'firstName';
  label: string;
  type: 'email' | 'text';
  autoComplete: string;
  inputMode?: 'email';
  maxLength?: number;
}) {
  return (
    <div className={name === 'email' ? 'nl-form__field nl-form__field--email' : 'nl-form__field'}>
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        maxLength={maxLength}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errorId(name)}
      />
      {errors[name] && (
        <p className="nl-form__error" id={errorId(name)}>
          {errors[name]}
        </p>
      )}
    </div>
  );
}

function ListChoices({
  lists,
  checked,
  errors,
  errorId,
}: {
  lists: readonly NewsletterListCode[];
  checked: readonly NewsletterListCode[];
  errors: FieldErrors;
  errorId(field: NewsletterField): string | undefined;
}) {
  return (
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
  );
}
