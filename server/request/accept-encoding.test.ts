// The one reading of Accept-Encoding (server/request/accept-encoding.ts): weights, `*`, case, repeated headers.
import t from 'tap';
import { acceptsCoding } from './accept-encoding.ts';
import { negotiateEncoding } from '../ssr/compression.ts';

t.test('gzip is accepted when named with a weight above 0, or left out while * has one', async (t) => {
  for (const [header, expected] of [
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
    ['*;q=0, gzip', true],
    ['GZIP', true],
    [['deflate', 'gzip'], true],
    ['gzip;q=abc', false],
  ] as const) {
    t.equal(
      acceptsCoding(header as string | string[] | undefined, 'gzip'),
      expected,
      `Accept-Encoding: ${JSON.stringify(header)}`,
    );
  }
});

t.test("a browser's plain tokens: the coding itself, not a longer name holding it", async (t) => {
  t.equal(acceptsCoding('gzip, deflate, br, zstd', 'br'), true);
  t.equal(acceptsCoding('gzip, deflate, br, zstd', 'zstd'), true);
  t.equal(acceptsCoding('x-gzip, deflate', 'gzip'), false);
  t.equal(acceptsCoding('gzip,br', 'br'), true);
});

t.test('a page follows the same reading: Brotli refused with q=0 is not sent', async (t) => {
  t.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
  t.equal(negotiateEncoding('gzip;q=0, br;q=0'), null);
});
