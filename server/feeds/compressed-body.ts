// A feed or sitemap document kept in memory gzip-compressed (a 50,000-URL sitemap file is ~6 MB as text, ~0.5 MB
// compressed). zlib works on libuv's thread pool, so compressing or inflating megabytes never blocks the event loop;
// the writer takes a document piece by piece with backpressure, so no whole text copy of a large file is ever held.
import { once } from 'node:events';
import { createGzip, type Gzip } from 'node:zlib';

export interface CompressedBody {
  gzip: Buffer;
  /** uncompressed size in bytes */
  length: number;
}

export class CompressedBodyWriter {
  private readonly gz: Gzip = createGzip();
  private readonly out: Buffer[] = [];
  private length = 0;
  private readonly finished: Promise<unknown>;

  constructor() {
    this.gz.on('data', (chunk: Buffer) => this.out.push(chunk));
    this.finished = once(this.gz, 'end');
  }

  async write(text: string): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    this.length += bytes.length;
    if (!this.gz.write(bytes)) await once(this.gz, 'drain');
  }

  async end(): Promise<CompressedBody> {
    this.gz.end();
    await this.finished;
    return { gzip: Buffer.concat(this.out), length: this.length };
  }
}

export async function compressText(text: string): Promise<CompressedBody> {
  const writer = new CompressedBodyWriter();
  await writer.write(text);
  return writer.end();
}
