// A stand-in for the mobile app's native side (§4 mobile-app mode), for tests and `npm run dev` only
// (APP_HARNESS=1; never in production): /_app-harness shows a page of the site in app mode in a frame, as the app's
// webview would, logs every message the page's bridge sends (navigation hand-overs, player state, tracking events),
// and sends the app's messages (colour mode, navigate, push topics, player commands) with buttons. It talks to the
// frame with postMessage on our own origin, which is how the bridge speaks to a same-origin parent
// (client/app-bridge/app-bridge.chunk.ts). Browser tests drive it through window.harness.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MOBILE_APP_PARAM } from '../../shared/navigation-constants.ts';
import { MAX_PATH_LENGTH } from '../../shared/request-limits.ts';
import { JAVASCRIPT_TYPE } from '../policy/asset-headers.ts';
import { answerAs } from '../policy/answer-policy.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

export const APP_HARNESS_PATH = '/_app-harness';

// The harness frames our own pages: its own policy, stricter than the pages' in everything else.
const HARNESS_CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function page(src: string): string {
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mobilapp-szimulátor</title>
<style>body{margin:0;font:14px/1.4 system-ui,sans-serif;display:grid;grid-template-columns:minmax(320px,420px) 1fr;height:100vh}
iframe{width:100%;height:100%;border:0;border-right:1px solid #ccc}main{padding:1rem;overflow:auto}
fieldset{margin:0 0 1rem}button{margin:.2rem}#log{font:12px ui-monospace,monospace;white-space:pre-wrap;list-style:none;padding:0}
#log li{border-bottom:1px solid #eee;padding:.2rem 0}</style></head>
<body><iframe id="app" title="Az app webnézete" src="${escapeHtml(src)}"></iframe>
<main><h1>Mobilapp-szimulátor</h1>
<fieldset><legend>Színmód</legend><button data-send='{"type":"set-color-mode","mode":"light"}'>Világos</button><button data-send='{"type":"set-color-mode","mode":"dark"}'>Sötét</button><button data-send='{"type":"set-color-mode","mode":"system"}'>Rendszer</button></fieldset>
<fieldset><legend>Navigálás a webnézetben</legend><form id="navigate"><input name="url" value="/legfrissebb" aria-label="Cím"> <button>Mehet</button></form></fieldset>
<fieldset><legend>Push-témák</legend><form id="topics"><label><input type="checkbox" name="t" value="fontos" checked> fontos</label> <label><input type="checkbox" name="t" value="g7"> g7</label> <label><input type="checkbox" name="t" value="after"> after</label> <label><input type="checkbox" name="t" value="karakter"> karakter</label> <button>Beállít</button></form></fieldset>
<fieldset><legend>Lejátszó</legend><button id="add">Legújabb epizód hozzáadása</button><button data-send='{"type":"player","command":{"type":"play"}}'>Lejátszás</button><button data-send='{"type":"player","command":{"type":"pause"}}'>Szünet</button><button data-send='{"type":"player","command":{"type":"stop"}}'>Leállítás</button><button data-send='{"type":"player","command":{"type":"destroy"}}'>Megszüntetés</button><button data-send='{"type":"player","command":{"type":"ask-state"}}'>Állapot?</button></fieldset>
<h2>Az oldal üzenetei</h2><ol id="log" aria-live="polite"></ol></main>
<script src="${APP_HARNESS_PATH}.js"></script></body></html>`;
}

const SCRIPT = `(function () {
  var frame = document.getElementById('app');
  var log = document.getElementById('log');
  var received = [];
  function note(dir, msg) {
    var li = document.createElement('li');
    li.textContent = dir + ' ' + JSON.stringify(msg);
    log.prepend(li);
  }
  function send(msg) {
    note('→', msg);
    frame.contentWindow.postMessage(msg, location.origin);
  }
  window.addEventListener('message', function (e) {
    if (e.source !== frame.contentWindow || e.origin !== location.origin) return;
    received.push(e.data);
    note('←', e.data);
  });
  window.harness = { received: received, send: send, frame: frame };
  document.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('[data-send]');
    if (b) send(JSON.parse(b.getAttribute('data-send')));
  });
  document.getElementById('navigate').addEventListener('submit', function (e) {
    e.preventDefault();
    send({ type: 'navigate', url: e.target.url.value });
  });
  document.getElementById('topics').addEventListener('submit', function (e) {
    e.preventDefault();
    var topics = [].slice.call(e.target.querySelectorAll('input:checked')).map(function (i) { return i.value; });
    send({ type: 'set-push-topics', topics: topics });
  });
  document.getElementById('add').addEventListener('click', function () {
    fetch('/api/episodes?perPage=1').then(function (r) { return r.json(); }).then(function (body) {
      var e = (body.items || [])[0];
      if (!e) return note('!', 'nincs epizód');
      send({ type: 'player', command: { type: 'add', episode: { id: e.id, slug: e.slug, title: e.title, sourceUrl: e.sourceUrl, duration: e.duration, image: e.image, podcast: { slug: e.podcast.slug, name: e.podcast.name } } } });
    });
  });
})();
`;

export function registerAppHarnessRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { path?: string } }>(
    APP_HARNESS_PATH,
    {
      schema: {
        querystring: Type.Object({
          path: Type.Optional(Type.String({ maxLength: MAX_PATH_LENGTH, pattern: '^/(?![/\\\\])' })),
        }),
      },
    },
    async (req, reply) => {
      const target = new URL(req.query.path ?? '/', 'http://harness.invalid');
      if (!target.searchParams.has(MOBILE_APP_PARAM)) target.searchParams.set(MOBILE_APP_PARAM, '1');
      return answerAs(reply.header('content-security-policy', HARNESS_CSP), 'ops')
        .type('text/html; charset=utf-8')
        .send(page(target.pathname + target.search));
    },
  );
  app.get(`${APP_HARNESS_PATH}.js`, async (_req, reply) => answerAs(reply, 'ops').type(JAVASCRIPT_TYPE).send(SCRIPT));
}
