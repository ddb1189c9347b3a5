// §4 the video bar and the picture-in-picture window: the bar names the live video (its label, default 'élő', and
// title) and opens it; the window plays it in a corner of the page, keeps playing across navigations, can be
// minimised to the bar (it continues from that timestamp) or dismissed (the video stops, the status is reset).
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { pipAutoModeOf, pipMediaOf } from '../../shared/pip-rules.ts';
import { useBoot } from '../boot-context.tsx';
import { getPipState, pipDispatch, setPipMode, subscribePip } from './pip-store.chunk.ts';

export function PipDock() {
  const state = useSyncExternalStore(subscribePip, getPipState, getPipState);
  const { pipMode } = useBoot();
  useEffect(() => {
    const mode = pipAutoModeOf(pipMode);
    if (mode) setPipMode(mode);
  }, [pipMode]);
  const { status, view } = state;
  if (view === 'hidden' || !status.url) return null;
  const title = status.title ?? 'Élő videó';
  const media = pipMediaOf(status.url, state.startAt);
  const dismiss = (
    <button
      type="button"
      className="pip__dismiss"
      aria-label="Videó bezárása"
      onClick={() => pipDispatch({ type: 'dismiss' })}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
      </svg>
    </button>
  );
  const label = <span className="pip__label">{status.label}</span>;
  if (view === 'window' && media) {
    return (
      <section className="pip" aria-label={`Videó kis ablakban: ${title}`} data-pip-view="window">
        <div className="pip__head">
          {label}
          <span className="pip__title">{title}</span>
          <button
            type="button"
            className="pip__minimise"
            aria-label="Kis ablak összecsukása"
            onClick={() => pipDispatch({ type: 'minimise' })}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 17h14v2H5z" />
            </svg>
          </button>
          {dismiss}
        </div>
        {media.kind === 'iframe' ? (
          <iframe
            className="pip__frame"
            key={media.src}
            src={media.src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <video className="pip__frame" key={media.src} src={media.src} controls autoPlay playsInline />
        )}
      </section>
    );
  }
  return (
    <section className="pip-bar" aria-label="Élő videó" data-pip-view="bar">
      {label}
      <span className="pip__title">{title}</span>
      {media ? (
        <button type="button" className="pip-bar__open" onClick={() => pipDispatch({ type: 'open' })}>
          Megnézem
        </button>
      ) : status.url.startsWith('/') ? (
        <Link className="pip-bar__open" to={status.url}>
          Megnézem
        </Link>
      ) : (
        <a className="pip-bar__open" href={status.url} rel="noopener">
          Megnézem
        </a>
      )}
      {dismiss}
    </section>
  );
}
