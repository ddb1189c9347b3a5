// Decision 048 through the real server and real sockets. An uncompressed page whose data is cached renders,
// writes and finishes inside one macrotask, and Node accepts one connection per event-loop turn (libuv's choice) and
// reads sockets once a turn. When the render gate handed a freed turn on in the macrotask that freed it, queued renders
// ran back to back before the loop could turn: measured under load, the loop turned about five times a second and every
// request slower than the budget was the first one on a connection the server had accepted seconds after the client
// opened it; the server then answered it within milliseconds. Here that is an order, not a time: a reader who connects
// while renders are queued is answered after at most a few of them, never after a run of them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import t from 'tap';
import { request } from 'undici';
import { renderGateQueued } from '../../server/metrics.ts';
import { RECOMMENDER_VERSIONS } from '../../shared/constants.ts';
import { rawRequest } from '../helpers/raw-request.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

/** Renders waiting at the gate (the process's gauge; this file runs one BFF). */
async function queued(): Promise<number> {
  return (await renderGateQueued.get()).values[0]?.value ?? 0;
}

t.test(
  'a reader who connects while uncompressed renders are queued is answered between them, not after a run of them',
  async (t) => {
    const origin = await startOrigin();
    t.teardown(() => origin.close());
    const [held, waiting] = (
      (await (await request(`${origin.url}/api/articles?perPage=2`)).body.json()) as { items: { url: string }[] }
    ).items.map((a) => a.url);
    // The held article's data waits at the upstream until the queue has formed behind its render.
    let holding = false;
    let releaseHeld!: () => void;
    const heldData = new Promise<void>((resolve) => {
      releaseHeld = resolve;
    });
    const slow = await startSlowProxy(origin.url, (path) =>
      holding && path.startsWith('/api/articles/') && !path.includes('?') ? heldData : 0,
    );
    t.teardown(() => slow.close());
    const bff = await startBff(slow.url, {
      pageCacheTtlMs: 0,
      render: { concurrency: 1, queueLength: 1_000, waitMs: 120_000 },
    });
    t.teardown(() => bff.close());

    // The queued page's upstream data (and what every page shares) is cached, so its render needs no I/O. A page draws
    // one of the recommender's versions from a shuffled bag: one round of the bag caches every version.
    const warm: number[] = [];
    for (let i = 0; i < RECOMMENDER_VERSIONS; i++)
      warm.push((await rawRequest(bff.url, waiting, { timeoutMs: 120_000 })).status);
    t.same(warm, Array(RECOMMENDER_VERSIONS).fill(200), 'the queued page renders');

    // Each time a render's answer is written (its turn is freed, the next render may start), a new reader connects; the
    // server counts the queued renders answered between that moment and the new reader's answer.
    let rendered = 0;
    const connectedAfter: number[] = [];
    const waitedFor: number[] = [];
    const readers: Promise<{ status: number }>[] = [];
    const newReader = () => {
      connectedAfter.push(rendered);
      readers.push(rawRequest(bff.url, `/healthz?reader=${readers.length}`, { timeoutMs: 120_000 }));
    };
    bff.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const reader = /^\/healthz\?reader=(\d+)$/.exec(req.url ?? '');
      if (reader)
        res.once('finish', () => {
          waitedFor[Number(reader[1])] = rendered - connectedAfter[Number(reader[1])];
        });
      if (req.url === held) res.once('finish', newReader);
      if (req.url === waiting)
        res.once('finish', () => {
          rendered++;
          newReader();
        });
    });

    holding = true;
    const first = rawRequest(bff.url, held, { timeoutMs: 120_000 });
    const QUEUED = 12;
    // Without Accept-Encoding, as crawlers and monitors ask: the page goes through no compressor.
    const renders = Array.from({ length: QUEUED }, () => rawRequest(bff.url, waiting, { timeoutMs: 120_000 }));
    while ((await queued()) < QUEUED) await new Promise((r) => setImmediate(r));
    releaseHeld();

    t.equal((await first).status, 200, 'the held page is answered');
    t.same(
      (await Promise.all(renders)).map((r) => r.status),
      Array(QUEUED).fill(200),
      'every queued page is answered',
    );
    t.same(
      (await Promise.all(readers)).map((r) => r.status),
      Array(QUEUED + 1).fill(200),
      'every late reader is answered',
    );
    // One render starts per loop turn (decision 048); a new reader needs a turn to be accepted and one to be read.
    t.ok(
      Math.max(...waitedFor) <= 3,
      `each late reader was answered after at most 3 queued renders (after ${waitedFor.join(', ')})`,
    );
  },
);
