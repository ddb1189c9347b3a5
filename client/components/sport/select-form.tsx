// A sports page's selects and date picker as plain GET forms: without JavaScript a 'Mutasd' button sends them (it is
// in <noscript>, so it never shows where the page runs); with it, a change navigates at once, inside the app. Hidden
// fields carry what the form does not change. `drop` names parameters a change of this field makes meaningless (a
// new league's seasons are not the old one's). A GET form's navigation is its action with the fields as the query,
// which useNavigate does: React Router's <Form> and useSubmit would bring its submission and fetcher code, which the
// browser bundle leaves out (tooling/react-router-trim.ts).
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface SelectFormProps {
  action: string;
  label: string;
  className?: string;
  hidden?: Readonly<Record<string, string | number | null | undefined>>;
  drop?: Readonly<Record<string, readonly string[]>>;
  children: ReactNode;
}

export function SelectForm({ action, label, className, hidden = {}, drop = {}, children }: SelectFormProps) {
  const navigate = useNavigate();
  const go = (form: HTMLFormElement, dropped: readonly string[]) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (!dropped.includes(name)) query.append(name, value as string); // a form of selects: no file fields
    void navigate(`${action}?${query}`);
  };
  return (
    <form
      method="get"
      action={action}
      className={`sport-form${className ? ` ${className}` : ''}`}
      aria-label={label}
      onChange={(e) => {
        const field = e.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (!field.name || (field.type === 'date' && !field.value)) return;
        go(e.currentTarget, drop[field.name] ?? []);
      }}
      // Enter in a field submits the form: the same navigation, inside the app.
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        go(e.currentTarget, []);
      }}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value === null || value === undefined || value === '' ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      {children}
      <noscript>
        <button type="submit" className="sport-form__submit">
          Mutasd
        </button>
      </noscript>
    </form>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="sport-form__field">
      <span className="sport-form__label">{label}</span>
      {children}
    </label>
  );
}
