// The site's consent script (§3 Site config: consent script path; served by server/routes/consent-routes.ts at each
// site's path): our own small consent dialog, in Hungarian. It runs before any ad, analytics or social code — those
// load only for the purposes the reader allows (client/services/reader-services.chunk.ts). It opens by itself when the
// reader has not chosen (or chose under an older version of it), remembers the choice in local storage, announces
// every choice with the CONSENT_EVENT window event, and opens again from the footer's 'Sütibeállítások' button.
// Accessible: a labelled, described non-modal dialog at the start of the page's tab order; a dialog the reader opened
// takes the focus and gives it back when closed; Escape closes it. A classic script built on its own (tooling/build.ts):
// the page's CSP allows our origin's scripts; its styles are added as a style element (style-src allows them).
// On a phone it is a bottom sheet of at most a third of the screen (decision 053) whose buttons stay in view (sticky)
// while the text scrolls; the reader who opens the settings gets the room for them.
import {
  CONSENT_API,
  CONSENT_PURPOSE_TEXT,
  CONSENT_PURPOSES,
  saveConsent,
  storedConsent,
  type ConsentApi,
  type ConsentPurpose,
} from '../../shared/consent.ts';
import { withArticle } from '../../shared/hungarian-article.ts';

/** What the BFF prefixes the script with: the site's name and its privacy notice. */
interface ConsentSite {
  name: string;
  privacyPath: string;
}

const STYLE = `
.consent{position:fixed;inset:auto 0 0 0;margin:0 auto;max-width:46rem;width:calc(100% - 1rem);max-height:85vh;overflow:auto;
z-index:1000;padding:1.2rem 1.4rem;border:1px solid var(--rule,#ccc);border-radius:.5rem .5rem 0 0;background:var(--paper,#fff);
color:var(--ink,#1a1a1a);font:1rem/1.5 var(--sans,system-ui,sans-serif);box-shadow:0 -4px 24px rgba(0,0,0,.25)}
.consent h2{font-size:1.2rem;margin:0 0 .5rem}.consent p{margin:0 0 .8rem}
.consent fieldset{border:1px solid var(--rule,#ccc);border-radius:.3rem;margin:0 0 .8rem;padding:.6rem .8rem}
.consent label{display:flex;gap:.5rem;align-items:flex-start;margin:.3rem 0}.consent label small{display:block;color:var(--muted,#5c5c5c)}
.consent input{margin-top:.35rem;width:1.1rem;height:1.1rem}
.consent__actions{display:flex;flex-wrap:wrap;gap:.5rem}
.consent button{font:600 1rem var(--sans,system-ui,sans-serif);padding:.55rem 1rem;border-radius:.3rem;cursor:pointer;
border:2px solid var(--accent,#0a58ca);background:var(--paper,#fff);color:var(--accent,#0a58ca)}
.consent button.consent__primary{background:var(--accent,#0a58ca);color:var(--accent-ink,#fff)}
.consent button:focus-visible,.consent a:focus-visible,.consent input:focus-visible{outline:3px solid var(--ink,#1a1a1a);outline-offset:2px}
.consent a{color:inherit}
.consent__actions{position:sticky;bottom:-1.2rem;margin:0 -1.4rem -1.2rem;padding:.6rem 1.4rem;background:var(--paper,#fff)}
@media (max-width:600px){.consent{max-height:33vh;max-height:33dvh;padding:.7rem .9rem;font-size:.88rem;line-height:1.4}
.consent h2{font-size:1rem;margin:0 0 .3rem}.consent p{margin:0 0 .5rem}
.consent__actions{bottom:-.7rem;margin:0 -.9rem -.7rem;padding:.45rem .9rem;gap:.35rem}
.consent button{font-size:.88rem;padding:.35rem .7rem;min-height:24px}
.consent:has(#consent-settings:not([hidden])){max-height:85vh;max-height:85dvh}}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** The settings: a checkbox for each purpose, hidden until the reader asks for them. */
function purposeSettings(): { settings: HTMLFieldSetElement; boxes: Record<ConsentPurpose, HTMLInputElement> } {
  const boxes = {} as Record<ConsentPurpose, HTMLInputElement>;
  const settings = el('fieldset', { id: 'consent-settings', hidden: '' }, el('legend', {}, 'Amihez hozzájárulsz'));
  for (const purpose of CONSENT_PURPOSES) {
    const box = el('input', { type: 'checkbox', name: purpose, id: `consent-${purpose}` });
    boxes[purpose] = box;
    settings.append(
      el(
        'label',
        { for: `consent-${purpose}` },
        box,
        el('span', {}, CONSENT_PURPOSE_TEXT[purpose].label, el('small', {}, CONSENT_PURPOSE_TEXT[purpose].detail)),
      ),
    );
  }
  return { settings, boxes };
}

function actionButtons() {
  const all = el(
    'button',
    { type: 'button', class: 'consent__primary', 'data-consent-choice': 'all' },
    'Mindet elfogadom',
  );
  const none = el('button', { type: 'button', 'data-consent-choice': 'none' }, 'Csak a szükségesek');
  const more = el(
    'button',
    { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'consent-settings' },
    'Beállítások',
  );
  const save = el(
    'button',
    { type: 'button', 'data-consent-choice': 'selected', hidden: '' },
    'Kiválasztottak mentése',
  );
  return { all, none, more, save };
}

function dialogElement(
  site: ConsentSite,
  settings: HTMLFieldSetElement,
  { all, none, more, save }: ReturnType<typeof actionButtons>,
): HTMLDialogElement {
  const privacy = el('a', { href: site.privacyPath }, 'adatvédelmi tájékoztatónkban');
  return el(
    'dialog',
    { class: 'consent', 'aria-labelledby': 'consent-title', 'aria-describedby': 'consent-text' },
    el('h2', { id: 'consent-title' }, 'Sütik és hozzájárulás'),
    el(
      'p',
      { id: 'consent-text' },
      `${withArticle(site.name, true)} hirdetésekből és olvasói támogatásból működik. Hirdetéseink, a látogatásmérés és a közösségi média ` +
        'beépülői, valamint a beágyazott videók és lejátszók csak a hozzájárulásoddal töltődnek be. Döntésedet az oldal alján, a „Sütibeállítások” gombbal bármikor ' +
        'megváltoztathatod. Részletek az ',
      privacy,
      '.',
    ),
    settings,
    el('div', { class: 'consent__actions' }, all, none, more, save),
  );
}

/**
 * Builds the dialog with its styles, wires its buttons and puts it in the page. Returns it, and the way to set its
 * checkboxes from the stored choice (the dialog shows what holds now).
 */
function build(site: ConsentSite, close: () => void): { dialog: HTMLDialogElement; refreshBoxes: () => void } {
  const style = el('style');
  style.textContent = STYLE;
  document.head.append(style);
  const { settings, boxes } = purposeSettings();
  const buttons = actionButtons();
  const { all, none, more, save } = buttons;
  const d = dialogElement(site, settings, buttons);
  const choose = (allowed: Partial<Record<ConsentPurpose, boolean>>) => {
    close();
    saveConsent(allowed, Math.floor(Date.now() / 1000));
  };
  all.addEventListener('click', () => choose(Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, true]))));
  none.addEventListener('click', () => choose({}));
  save.addEventListener('click', () => choose(Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, boxes[p].checked]))));
  more.addEventListener('click', () => {
    const open = settings.hidden;
    settings.hidden = !open;
    save.hidden = !open;
    more.setAttribute('aria-expanded', String(open));
    if (open) boxes.ads.focus();
  });
  d.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  // The start of the tab order (after the skip link), so a keyboard reader meets it first.
  const skip = document.querySelector('.skip-link');
  if (skip) skip.after(d);
  else document.body.prepend(d);
  const refreshBoxes = () => {
    const current = storedConsent();
    for (const p of CONSENT_PURPOSES) boxes[p].checked = current ? current[p] : false;
  };
  return { dialog: d, refreshBoxes };
}

(() => {
  const site = (window as unknown as { __hirportalConsentSite?: ConsentSite }).__hirportalConsentSite ?? {
    name: document.title.split('|').pop()?.trim() || 'oldalunk',
    privacyPath: '/dokumentum/adatvedelem',
  };

  let dialog: HTMLDialogElement | null = null;
  let returnFocus: HTMLElement | null = null;
  /** Sets the checkboxes from the stored choice (the dialog shows what holds now). */
  let refreshBoxes = () => {};

  function close(): void {
    if (!dialog?.open) return;
    dialog.close();
    document.documentElement.dataset.consentDialog = 'closed';
    returnFocus?.focus();
    returnFocus = null;
  }

  function show(byReader: boolean): void {
    if (!dialog) ({ dialog, refreshBoxes } = build(site, close));
    refreshBoxes();
    if (dialog.open) return;
    if (byReader) returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (byReader) {
      dialog.show();
      dialog.querySelector<HTMLButtonElement>('button')?.focus();
    } else {
      // Shown unasked (the reader's first scroll or key press), it takes no focus: show() would focus its first link,
      // the privacy notice, and the next key would land there instead of scrolling the page. It is first in the tab
      // order (below) for a keyboard reader to reach.
      dialog.setAttribute('open', '');
    }
    document.documentElement.dataset.consentDialog = 'open';
  }

  const api: ConsentApi = { get: storedConsent, open: () => show(true) };
  (window as unknown as Record<string, ConsentApi>)[CONSENT_API] = api;
  if (!storedConsent()) show(false);
})();
