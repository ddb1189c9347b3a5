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
  /** the block's class: its button is `${block}__button`, its note `${block}__note` */
  block: string;
  label: string;
  /** the list's page, the link of a reader without JavaScript */
  href: string;
  /** whether the item is on the list now; a new function (another item) reads anew */
  read: () => boolean;
  toggle: () => ToggleOutcome | Promise<ToggleOutcome>;
}) {
  const { block, label, read, toggle } = props;
  const [on, setOn] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    setOn(read());
    setNote('');
  }, [read]);
  if (on === null)
    return (
      <p className={block}>
        <a className={`${block}__button`} href={props.href}>
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
    <p className={block}>
      <button type="button" className={`${block}__button`} aria-pressed={on} onClick={press}>
        {label}
      </button>{' '}
      <span className={`${block}__note`} role="status">
        {note}
      </span>
    </p>
  );
}
