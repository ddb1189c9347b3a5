// A sports page's selects and date picker as plain GET forms: without JavaScript a 'Mutasd' button sends them (it is
// in <noscript>, so it never shows where the page runs); with it, a change navigates at once, inside the app. Hidden
// fields carry what the form does not change. `drop` names parameters a change of this field makes meaningless (a
// new league's seasons are not the old one's).
import type { ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';

export interface SelectFormProps {
  action: string;
  label: string;
  className?: string;
  hidden?: Readonly<Record<string, string | number | null | undefined>>;
  drop?: Readonly<Record<string, readonly string[]>>;
  children: ReactNode;
}

export function SelectForm({ action, label, className, hidden = {}, drop = {}, children }: SelectFormProps) {
  const submit = useSubmit();
  return (
    <Form method="get" action={action} className={`sport-form${className ? ` ${className}` : ''}`} aria-label={label}
      onChange={(e) => {
        const field = e.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (!field.name || (field.type === 'date' && !field.value)) return;
        const data = new FormData(e.currentTarget);
        for (const name of drop[field.name] ?? []) data.delete(name);
        submit(data, { method: 'get', action });
      }}>
      {Object.entries(hidden).map(([name, value]) => (value === null || value === undefined || value === '' ? null
        : <input key={name} type="hidden" name={name} value={String(value)} />))}
      {children}
      <noscript><button type="submit" className="sport-form__submit">Mutasd</button></noscript>
    </Form>
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
