// The click-to-load cards' behaviour (decision 052; the cards are markup from shared/embed-card.ts), a chunk
// loaded only on pages that hold a card (client/behaviours/use-embed-cards.ts). A card turns into its frame when the
// reader has allowed its provider's consent purpose (now, or later from the dialog or another card's button) or asks
// for this one frame. Before the frame is shown, its address is tried once (a no-cors HEAD request, which fails when
// the reader is offline or a blocker refuses it; HEAD, so the provider's page is not downloaded twice): a frame that cannot load leaves the card in place with a message,
// never the browser's broken-frame page.
import { CONSENT_EVENT, saveConsent, storedConsent, type ConsentPurpose } from '../../shared/consent.ts';
import { EMBED_LOADING_TEXT, embedFailedText } from '../../shared/embed-card.ts';
import { EMBED_CARD_SELECTOR } from '../../shared/embed-card-selector.ts';
import { embedProviderOf } from '../../shared/embed-providers.ts';

const purposeOf = (card: HTMLElement) => card.dataset.embedPurpose as ConsentPurpose;

/** The frame a card describes, built from its data attributes (the sanitiser or the build step checked them). */
function frameOf(card: HTMLElement): HTMLIFrameElement {
  const d = card.dataset;
  const frame = document.createElement('iframe');
  frame.src = d.embedSrc!;
  frame.title = d.embedTitle ?? '';
  if (d.embedHeight) frame.height = d.embedHeight;
  frame.width = d.embedWidth ?? '100%';
  if (d.embedAllow) frame.allow = d.embedAllow;
  if (d.embedFullscreen !== undefined) frame.allowFullscreen = true;
  if (d.embedClass) frame.className = d.embedClass;
  return frame;
}

function setStatus(card: HTMLElement, text: string): void {
  const status = card.querySelector('.embed-card__status');
  if (status) status.textContent = text;
}

function fail(card: HTMLElement): void {
  card.dataset.embedState = 'failed';
  const provider = embedProviderOf(new URL(card.dataset.embedSrc!).hostname);
  if (provider) setStatus(card, embedFailedText(provider, navigator.onLine));
}

/** Loads a card's frame: the frame waits hidden behind the card until its address answered and it loaded. */
function load(card: HTMLElement): void {
  if (card.dataset.embedState === 'loading' || !card.isConnected) return;
  if (!navigator.onLine) return fail(card);
  card.dataset.embedState = 'loading';
  setStatus(card, EMBED_LOADING_TEXT);
  const frame = frameOf(card);
  frame.hidden = true;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  card.after(frame);
  void fetch(frame.src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' })
    .then(
      () => true,
      () => false,
    )
    .then(async (reachable) => {
      if (!reachable) {
        frame.remove();
        return fail(card);
      }
      await loaded;
      frame.hidden = false;
      card.remove();
    });
}

// A frame the reader allowed loads when its card comes within a screen of the view, as the page's frames did with
// loading="lazy" before they waited for consent: a player far down an article costs nothing until the reader gets
// near it, and has loaded by the time they get there. (The frame's own loading="lazy" cannot do it: the browser
// loads a hidden frame at once.) A card the reader asks for loads at once.
let near: IntersectionObserver | null = null;

/** Every card on the page whose purpose the reader allowed becomes its frame as the reader nears it. */
function loadAllowed(): void {
  near?.disconnect();
  const choice = storedConsent();
  if (!choice) return;
  near ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near!.unobserve(entry.target);
        load(entry.target as HTMLElement);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const card of document.querySelectorAll<HTMLElement>(EMBED_CARD_SELECTOR)) {
    if (choice[purposeOf(card)] && card.dataset.embedState !== 'failed') near.observe(card);
  }
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-embed-action]');
  const card = button?.closest<HTMLElement>(EMBED_CARD_SELECTOR);
  if (!button || !card) return;
  if (button.dataset.embedAction === 'load') return load(card);
  // Allowing the purpose keeps what the reader chose for the others (nothing, if they have not chosen yet).
  const choice = storedConsent();
  saveConsent({ ...choice, [purposeOf(card)]: true }, Math.floor(Date.now() / 1000));
  load(card);
}

let started = false;

/** Called after every page change on a page that holds a card. */
export function activateEmbedCards(): void {
  if (!started) {
    started = true;
    document.addEventListener('click', onClick);
    addEventListener(CONSENT_EVENT, loadAllowed);
  }
  loadAllowed();
}
