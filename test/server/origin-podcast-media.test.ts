// The demo podcasts' audio: pieces of music synthesised at seed time, stored in the origin's database, played for
// an episode's whole length (minutes of audio made as it is read), served with the right content type, byte ranges (a player seeks with them), validators and the immutable cache, through the
// BFF's /media proxy as well; and a corpus seeded before the podcasts had audio gets it on migration.
import t from 'tap';
import { request } from 'undici';
import { writeDemoPodcastMedia } from '../../stand-ins/origin/seed/podcast-media.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 300 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const { source_url: src, duration } = origin.db
  .prepare('SELECT source_url, duration FROM episodes ORDER BY id LIMIT 1')
  .get() as { source_url: string; duration: number };
const size = 44 + duration * 8000;

for (const [name, base] of [
  ['origin', origin.url],
  ['BFF', bff.url],
] as const) {
  t.test(`${name}: the whole file, a range, a suffix, an unsatisfiable range, HEAD and a revalidation`, async (t) => {
    const whole = await request(base + src);
    const body = Buffer.from(await whole.body.arrayBuffer());
    t.equal(whole.statusCode, 200);
    t.equal(whole.headers['content-type'], 'audio/wav');
    t.equal(whole.headers['accept-ranges'], 'bytes');
    t.equal(whole.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(body.length, size, `${duration} s of 8 kHz 8-bit audio`);
    t.equal(body.subarray(0, 4).toString('ascii') + body.subarray(8, 12).toString('ascii'), 'RIFFWAVE');
    t.ok(duration >= 12 * 60, `an episode of minutes (${duration} s)`);
    t.equal(body.readUInt32LE(40), duration * 8000, 'the header declares every sample');
    const middle = body.subarray(size / 2, size / 2 + 8000);
    t.ok(Math.max(...middle) - Math.min(...middle) > 60, 'music, not silence, half way through');
    t.notOk(whole.headers['set-cookie']);

    const part = await request(base + src, { headers: { range: 'bytes=1000-1999' } });
    const partBody = Buffer.from(await part.body.arrayBuffer());
    t.equal(part.statusCode, 206);
    t.equal(part.headers['content-range'], `bytes 1000-1999/${size}`);
    t.ok(partBody.equals(body.subarray(1000, 2000)), 'the asked bytes');

    const tail = await request(base + src, { headers: { range: 'bytes=-10' } });
    t.same(
      [tail.statusCode, tail.headers['content-range'], (await tail.body.arrayBuffer()).byteLength],
      [206, `bytes ${size - 10}-${size - 1}/${size}`, 10],
    );

    const past = await request(base + src, { headers: { range: `bytes=${size}-` } });
    t.same([past.statusCode, past.headers['content-range']], [416, `bytes */${size}`]);
    await past.body.dump();

    const stale = await request(base + src, { headers: { range: 'bytes=0-9', 'if-range': '"not-this-one"' } });
    t.equal(stale.statusCode, 200, 'If-Range with another version: the whole file');
    await stale.body.dump();

    const head = await request(base + src, { method: 'HEAD' });
    t.same([head.statusCode, head.headers['content-length']], [200, String(size)]);
    await head.body.dump();

    const again = await request(base + src, { headers: { 'if-none-match': whole.headers.etag as string } });
    t.equal(again.statusCode, 304);
    await again.body.dump();
  });
}

t.test('unknown or malformed audio names are 404 (a path trick the proxy refuses, 400), never a 500', async (t) => {
  for (const path of ['/media/audio/nincs-ilyen.wav', '/media/audio/x.exe', '/media/audio/']) {
    const res = await request(bff.url + path);
    t.equal(res.statusCode, 404, path);
    await res.body.dump();
  }
  const tricked = await request(bff.url + '/media/audio/..%2Forigin.db');
  t.ok([400, 404].includes(tricked.statusCode), `..%2F: ${tricked.statusCode}`);
  await tricked.body.dump();
  const direct = await request(origin.url + '/media/audio/..%2Forigin.db');
  t.equal(direct.statusCode, 404, 'the origin itself: not a file name it serves');
  await direct.body.dump();
});

t.test(
  'a corpus seeded before the podcasts had audio gets the audio, lengths, Spotify links and one episode per article',
  async (t) => {
    const db = origin.db;
    db.exec(
      `DELETE FROM media_files; UPDATE episodes SET source_url = '/media/audio/' || slug || '.mp3', duration = 1800, spotify_url = NULL`,
    );
    const [a, b] = db.prepare('SELECT id FROM episodes ORDER BY id LIMIT 2').pluck().all() as number[];
    const article = db.prepare('SELECT id FROM articles WHERE active = 1 LIMIT 1').pluck().get() as number;
    db.prepare('UPDATE episodes SET article_id = ? WHERE id IN (?, ?)').run(article, a, b);
    writeDemoPodcastMedia(db);
    const urls = db.prepare('SELECT source_url FROM episodes').pluck().all() as string[];
    t.ok(
      urls.every((u) => /^\/media\/audio\/adas-\d-[0-9a-f]{12}-1800s\.wav$/.test(u)),
      'every episode plays a piece for the 30 minutes it says it lasts',
    );
    t.equal(db.prepare('SELECT count(*) FROM media_files').pluck().get(), 4, 'the pieces are stored');
    t.equal(db.prepare('SELECT count(*) FROM episodes WHERE spotify_url IS NULL').pluck().get(), 0);
    t.same(
      db.prepare('SELECT id FROM episodes WHERE article_id = ?').pluck().all(article),
      [b],
      'the newer episode keeps the article',
    );
    const res = await request(
      origin.url + (db.prepare('SELECT source_url FROM episodes WHERE id = ?').pluck().get(a) as string),
      { headers: { range: 'bytes=0-3' } },
    );
    t.same([res.statusCode, Buffer.from(await res.body.arrayBuffer()).toString('ascii')], [206, 'RIFF']);
  },
);
