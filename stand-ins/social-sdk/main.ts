// A local stand-in for the social SDK (§7: version v3.2, Hungarian locale), for tests and the demo: it serves
// `/{locale}/sdk.js` in the Facebook SDK's shape (window.FB with init and XFBML.parse, calling window.fbAsyncInit), and
// renders each page-plugin element (.fb-page) as a frame from its own origin, recording every request so tests can
// check the locale, the version and the page asked for. Nothing leaves the machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSocialSdk {
  /** what SOCIAL_SDK_ORIGIN names */
  origin: string;
  /** every request's path and query, in order */
  requests: string[];
  close(): Promise<void>;
}

const SCRIPT = String.raw`(function () {
  var base = new URL(document.currentScript.src).origin;
  var locale = new URL(document.currentScript.src).pathname.split('/')[1];
  var options = null;
  var FB = window.FB = {
    init: function (o) { options = o; if (o && o.xfbml) FB.XFBML.parse(); },
    XFBML: {
      parse: function (root) {
        if (!options) return;
        (root || document).querySelectorAll('.fb-page').forEach(function (el) {
          if (el.getAttribute('data-rendered')) return;
          el.setAttribute('data-rendered', 'true');
          var frame = document.createElement('iframe');
          frame.src = base + '/plugins/page?' + new URLSearchParams({ href: el.getAttribute('data-href') || '', locale: locale, version: options.version || '' });
          frame.title = 'Facebook';
          frame.width = el.getAttribute('data-width') || '300';
          frame.height = el.getAttribute('data-height') || '130';
          el.replaceChildren(frame);
        });
      }
    }
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;

export async function startFakeSocialSdk(opts: { port?: number; host?: string } = {}): Promise<FakeSocialSdk> {
  const requests: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url.pathname + url.search);
    if (/^\/[a-z]{2}_[A-Z]{2}\/sdk\.js$/.test(url.pathname)) {
      return void res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' })
        .end(SCRIPT);
    }
    if (url.pathname === '/plugins/page') {
      const href = (url.searchParams.get('href') ?? '').replace(/[<>&"]/g, '');
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Facebook</title></head><body style="margin:0;font:13px system-ui">Kövesd: ${href}</body></html>`,
        );
    }
    if (url.pathname === '/healthz') return void res.writeHead(200).end('ok');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  origin = `http://${opts.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
