// Which encoding a page gets: a stored page Brotli or gzip; a streamed page zstd as well, where Node has it (decision 108).
import t from 'tap';
import * as zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { until } from '../../test/helpers/until.ts';
import { createCompressor, negotiateEncoding, negotiateStreamEncoding, NODE_HAS_ZSTD } from './compression.ts';

t.test('a stored page: Brotli before gzip, never zstd', async (t) => {
  t.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
  t.equal(negotiateEncoding('gzip, zstd'), 'gzip');
  t.equal(negotiateEncoding('zstd'), null);
  t.equal(negotiateEncoding(undefined), null);
});

t.test('a streamed page: zstd when the reader accepts it and Node has it, else as a stored page', async (t) => {
  t.equal(negotiateStreamEncoding('gzip, deflate, br, zstd', true), 'zstd');
  t.equal(negotiateStreamEncoding('ZSTD', true), 'zstd');
  t.equal(negotiateStreamEncoding('gzip, deflate, br, zstd', false), 'br', 'a Node line without zstd');
  t.equal(negotiateStreamEncoding('gzip, deflate, br', true), 'br');
  t.equal(negotiateStreamEncoding('zstdx', true), null, 'only the token itself');
  t.equal(negotiateStreamEncoding(undefined, true), null);
});

const zstd = zlib as unknown as { createZstdDecompress?(): Transform };

t.test(
  'a zstd stream passes each flush on, and decodes to what was written',
  { skip: !NODE_HAS_ZSTD && 'this Node line has no zstd (22.15 and later have it)' },
  async (t) => {
    const compressor = createCompressor('zstd');
    const decoder = zstd.createZstdDecompress!();
    let text = '';
    decoder.setEncoding('utf8');
    decoder.on('data', (chunk: string) => (text += chunk));
    compressor.pipe(decoder);
    compressor.write('<body><header>the shell</header>');
    compressor.flush();
    await until('the shell, decoded before the stream ends', () => text.includes('</header>'));
    t.equal(text, '<body><header>the shell</header>', 'the shell is out at its flush');
    const ended = new Promise((resolve) => decoder.on('end', resolve));
    compressor.end('<main>the rest</main></body>');
    await ended;
    t.equal(text, '<body><header>the shell</header><main>the rest</main></body>');
  },
);
