// §7 iframe messages of an embedded data page, a chunk loaded only where a supplement shows a frame.
// From the frame: `iframe-size` {height} resizes it (a finite number, clamped to [FRAME_MIN_HEIGHT, maxHeight]);
// `parent-router` and `route-push` {path} navigate this page to a same-site path. To the frame: `themeChanged`
// {theme} whenever the colour mode (html[data-theme], kept by theme.js) changes, and once when it has loaded. A
// message counts only when it comes from this frame's window and its origin is on the allow-list
// (FRAME_MESSAGE_ORIGINS); anything else is ignored and logged at debug level.
import { frameMessageAction } from '../../shared/frame-message.ts';

export interface FrameMessageOptions {
  /** allow-listed sender origins */
  origins: readonly string[];
  maxHeight: number;
  /** this page's origin: a route must stay on it */
  siteOrigin: string;
  navigate(path: string): void;
}

function theme(): string {
  return document.documentElement.getAttribute('data-theme') ?? 'light';
}

export function attachFrameMessages(frame: HTMLIFrameElement, opts: FrameMessageOptions): () => void {
  const targetOrigin = (() => {
    try {
      return new URL(frame.src).origin;
    } catch {
      return null;
    }
  })();
  const sendTheme = () => {
    if (targetOrigin && opts.origins.includes(targetOrigin))
      frame.contentWindow?.postMessage({ type: 'themeChanged', theme: theme() }, targetOrigin);
  };
  const onMessage = (e: MessageEvent) => {
    if (e.source !== frame.contentWindow) return; // another frame's (or window's) message: not ours to judge
    const action = frameMessageAction(e.origin, e.data, opts);
    if (action.kind === 'ignore') {
      console.debug('frame message ignored:', action.reason, e.origin);
    } else if (action.kind === 'resize') {
      frame.style.height = `${action.height}px`;
      frame.setAttribute('height', String(action.height));
    } else {
      opts.navigate(action.path);
    }
  };
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', sendTheme);
  const observer = new MutationObserver(sendTheme);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  sendTheme();
  // Marks the frame as listened to (tests and the curious can see when the handler is on).
  frame.dataset.frameMessages = 'on';
  return () => {
    delete frame.dataset.frameMessages;
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', sendTheme);
    observer.disconnect();
  };
}
