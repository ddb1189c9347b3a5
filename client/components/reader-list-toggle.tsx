// The save and the follow button (decision 089), one toggle for both lists. The server draws a plain link to the page
// that explains the list (what a reader without JavaScript gets); once the browser has read whether the item is on
// the list, it is a toggle button, with a note of what the press did.
import { useEffect, useState } from 'react';

/** What a press did: whether the item is on the list now, and the note that says so. */
export interface ToggleOutcome {
  on: boolean;
  note: string;
}

export function ReaderListToggle(props: {
  label: string;
  /** the list's page, the link of a reader without JavaScript */
  href: string;
  /** whether the item is on the list now; a new function (another item) reads anew */
  read: () => boolean;
  toggle: () => ToggleOutcome | Promise<ToggleOutcome>;
}) {
  const { label, read, toggle } = props;
  const [on, setOn] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    setOn(read());
    setNote('');
  }, [read]);
  if (on === null)
    return (
      <p className="list-toggle">
        <a className="list-toggle__button" href={props.href}>
          {label}
        </a>
      </p>
    );
  const press = () =>
    void Promise.resolve(toggle()).then((outcome) => {
      setOn(outcome.on);
      setNote(outcome.note);
    });
  return (
    <p className="list-toggle">
      <button type="button" className="list-toggle__button" aria-pressed={on} onClick={press}>
        {label}
      </button>{' '}
      <span className="list-toggle__note" role="status">
        {note}
      </span>
    </p>
  );
}
