// A local stand-in for the ad service (§7: called with a unit path from a network id and slot name, and targeting
// keys), for tests and the demo (`node --import tsx scripts/fake-services.ts`, then AD_SERVICE_URL=… npm start). It
// serves a script implementing the part of the Google Publisher Tag API our adapter uses (client/services/ad-slot-loader.chunk.ts),
// answers each ad request with a creative of the slot's first size in a frame, and records every request: unit path,
// sizes, page-level and slot-level targeting, so tests can check what the page asked for. Nothing leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAdRequest {
  /** the unit path, `/{network}/{slot name}` */
  unitPath: string;
  sizes: string[];
  /** page-level targeting (url, url2, type, slug, tags, slug2, visitedTags) */
  targeting: Record<string, string[]>;
  /** slot-level targeting (the setupad marker) */
  slotTargeting: Record<string, string[]>;
  /** the page that asked */
  page: string;
}

export interface FakeAdService {
  /** the script's URL: what AD_SERVICE_URL names */
  scriptUrl: string;
  origin: string;
  requests: FakeAdRequest[];
  close(): Promise<void>;
}

/** The page side: a Google Publisher Tag subset (cmd, defineSlot, pubads targeting and events, display, destroySlots). */
const SCRIPT = String.raw`(function () {
  var base = new URL(document.currentScript.src).origin;
  var gt = window.googletag = window.googletag || { cmd: [] };
  var queued = Array.isArray(gt.cmd) ? gt.cmd : [];
  var page = {};
  var slots = {};
  var listeners = {};
  var fake = { destroyed: [], displayed: [] };
  function list(v) { return (Array.isArray(v) ? v : [v]).map(String); }
  function encode(map) { return Object.keys(map).map(function (k) { return k + '=' + map[k].map(encodeURIComponent).join(','); }).join('&'); }
  function fire(type, event) { (listeners[type] || []).forEach(function (fn) { fn(event); }); }
  var pubads = {
    setTargeting: function (k, v) { page[k] = list(v); return pubads; },
    clearTargeting: function (k) { if (k === undefined) page = {}; else delete page[k]; return pubads; },
    getTargeting: function (k) { return page[k] || []; },
    getTargetingKeys: function () { return Object.keys(page); },
    addEventListener: function (type, fn) { (listeners[type] = listeners[type] || []).push(fn); return pubads; },
    enableSingleRequest: function () { return pubads; },
    collapseEmptyDivs: function () { return pubads; }
  };
  gt.pubads = function () { return pubads; };
  gt.enableServices = function () {};
  gt.defineSlot = function (path, sizes, id) {
    if (slots[id]) return null;
    var own = {};
    var slot = {
      getSlotElementId: function () { return id; },
      getAdUnitPath: function () { return path; },
      getSizes: function () { return sizes; },
      addService: function () { return slot; },
      setTargeting: function (k, v) { own[k] = list(v); return slot; },
      getTargeting: function (k) { return own[k] || []; },
      own: own, frame: null
    };
    slots[id] = slot;
    return slot;
  };
  gt.display = function (id) {
    var slot = slots[id];
    if (!slot) return;
    fake.displayed.push(slot.getAdUnitPath());
    var query = new URLSearchParams({
      iu: slot.getAdUnitPath(),
      sz: slot.getSizes().map(function (s) { return s.join('x'); }).join('|'),
      cust_params: encode(page), scp: encode(slot.own), url: location.href
    });
    fetch(base + '/gampad/ads?' + query).then(function (r) { return r.json(); }).then(function (ad) {
      if (slots[id] !== slot) return;
      var el = document.getElementById(id);
      if (!el || ad.empty) return fire('slotRenderEnded', { slot: slot, isEmpty: true, size: null });
      var frame = document.createElement('iframe');
      frame.src = ad.creative;
      frame.width = String(ad.width);
      frame.height = String(ad.height);
      frame.title = 'Hirdetés';
      frame.setAttribute('scrolling', 'no');
      el.appendChild(frame);
      slot.frame = frame;
      fire('slotRenderEnded', { slot: slot, isEmpty: false, size: [ad.width, ad.height] });
    });
  };
  gt.destroySlots = function (which) {
    (which || Object.keys(slots).map(function (id) { return slots[id]; })).forEach(function (slot) {
      var id = slot.getSlotElementId();
      if (slots[id] !== slot) return;
      if (slot.frame) slot.frame.remove();
      delete slots[id];
      fake.destroyed.push(slot.getAdUnitPath());
    });
    return true;
  };
  gt.fake = fake;
  gt.fake.live = function () { return Object.keys(slots).map(function (id) { return slots[id].getAdUnitPath(); }); };
  gt.cmd = { push: function () { for (var i = 0; i < arguments.length; i++) arguments[i](); return 0; } };
  queued.forEach(function (fn) { fn(); });
})();
`;

const creative = (
  unit: string,
  w: number,
  h: number,
) => `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Hirdetés</title></head>
<body style="margin:0;font:12px system-ui,sans-serif"><div style="box-sizing:border-box;width:${w}px;height:${h}px;border:2px dashed #999;
display:grid;place-items:center;background:#fafaf5;color:#555;text-align:center">Próbahirdetés<br>${unit.replace(/[<>&"]/g, '')}<br>${w}×${h}</div></body></html>`;

function targetingOf(raw: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pair of (raw ?? '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    out[key] =
      at === -1
        ? []
        : pair
            .slice(at + 1)
            .split(',')
            .map(decodeURIComponent);
  }
  return out;
}

export async function startFakeAdService(opts: { port?: number; host?: string } = {}): Promise<FakeAdService> {
  const requests: FakeAdRequest[] = [];
  let origin = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (url.pathname === '/gpt.js')
      return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...cors }).end(SCRIPT);
    if (url.pathname === '/gampad/ads') {
      const unitPath = url.searchParams.get('iu') ?? '';
      const sizes = (url.searchParams.get('sz') ?? '').split('|').filter((s) => /^\d+x\d+$/.test(s));
      requests.push({
        unitPath,
        sizes,
        targeting: targetingOf(url.searchParams.get('cust_params')),
        slotTargeting: targetingOf(url.searchParams.get('scp')),
        page: url.searchParams.get('url') ?? '',
      });
      if (!unitPath || sizes.length === 0)
        return void res.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{"empty":true}');
      const [w, h] = sizes[0].split('x').map(Number);
      const creativeUrl = `${origin}/creative?${new URLSearchParams({ iu: unitPath, w: String(w), h: String(h) })}`;
      return void res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify({ empty: false, width: w, height: h, creative: creativeUrl }));
    }
    if (url.pathname === '/creative') {
      const w = Number(url.searchParams.get('w')) || 300;
      const h = Number(url.searchParams.get('h')) || 250;
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...cors })
        .end(creative(url.searchParams.get('iu') ?? '', w, h));
    }
    if (url.pathname === '/requests')
      return void res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(requests));
    if (url.pathname === '/healthz') return void res.writeHead(200, cors).end('ok');
    res.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  origin = `http://${opts.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/gpt.js`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
