// The BFF renders with a copy of React DOM's server renderer that has no request store (tooling/react-dom-server-trim.ts,
// decision 101). Checked without a build: every edit finds its text in the installed release, the copy keeps no use of
// the store, and it renders what the package renders, a resource hint called during the render included.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import t from 'tap';
import { REACT_DOM_SERVER, trimReactDomServer } from './react-dom-server-trim.ts';

const nodeRequire = createRequire(import.meta.url);

/**
 * React's production modules, loaded apart from this process's React (the test runner's reporter has loaded the
 * development build), each requiring the others of this set: the renderer must meet the React it was built with.
 */
function productionReact(serverSource: string) {
  const loaded = new Map<string, unknown>();
  const load = (file: string, source = readFileSync(file, 'utf8')): unknown => {
    const module = { exports: {} };
    const requireOne = (id: string) =>
      id === 'react' || id === 'react-dom' ? loadOnce(id) : (nodeRequire(id) as unknown);
    new Function('exports', 'require', 'module', source)(module.exports, requireOne, module);
    return module.exports;
  };
  const loadOnce = (id: 'react' | 'react-dom'): unknown => {
    if (!loaded.has(id)) loaded.set(id, load(`node_modules/${id}/cjs/${id}.production.js`));
    return loaded.get(id);
  };
  return {
    React: loadOnce('react') as typeof import('react'),
    ReactDOM: loadOnce('react-dom') as typeof import('react-dom'),
    render: (load(REACT_DOM_SERVER, serverSource) as { renderToPipeableStream: Render }).renderToPipeableStream,
  };
}

type Render = (
  children: ReactNode,
  options: { onAllReady(): void; onError(e: unknown): void },
) => { pipe(w: Writable): Writable };

/** A page whose render calls a resource hint: React finds its request without the store. */
function pageHtml({ React, ReactDOM, render }: ReturnType<typeof productionReact>): Promise<string> {
  const { createElement: h } = React;
  function Page(): ReactNode {
    ReactDOM.preload('/assets/lead.jpg', { as: 'image' });
    return h('html', null, h('head'), h('body', null, h('p', null, 'Hír')));
  }
  return new Promise((resolveHtml, reject) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    out.on('end', () => resolveHtml(text));
    const stream = render(h(Page), { onAllReady: () => stream.pipe(out), onError: reject });
  });
}

const shipped = readFileSync(REACT_DOM_SERVER, 'utf8');

t.test('every edit finds its text, and the copy keeps no use of the request store', async (t) => {
  const trimmed = trimReactDomServer(shipped);
  t.notOk(trimmed.includes('requestStorage.run('), 'no render runs inside the store');
  t.notOk(trimmed.includes('requestStorage.getStore('), 'nothing reads it');
});

t.test('the copy renders what the package renders, hints included', async (t) => {
  const trimmed = await pageHtml(productionReact(trimReactDomServer(shipped)));
  t.match(trimmed, /<link rel="preload" href="\/assets\/lead\.jpg" as="image"\/>/, 'the hint is written');
  t.equal(trimmed, await pageHtml(productionReact(shipped)), 'the same bytes as the package');
});

/** A streamed page: a long shell (past the joined text's limit, with two- and four-byte characters) and a part that
 * arrives later behind Suspense; each write the destination received is kept. */
function streamedPage({ React, render }: ReturnType<typeof productionReact>) {
  const { createElement: h, Suspense, use } = React;
  let arrive!: (text: string) => void;
  const later = new Promise<string>((resolve) => (arrive = resolve));
  const paragraphs = Array.from({ length: 2000 }, (_, i) =>
    h('p', { key: i, className: 'lead' }, `Hír ${i}: árvíztűrő tükörfúrógép 📰`),
  );
  function Later(): ReactNode {
    return h('aside', null, use(later));
  }
  const page = h(
    'html',
    null,
    h('head'),
    h('body', null, ...paragraphs, h(Suspense, { fallback: h('p', null, '…') }, h(Later))),
  );
  return new Promise<{ html: string; writes: unknown[] }>((resolveHtml, reject) => {
    const writes: unknown[] = [];
    let html = '';
    const out = new Writable({
      decodeStrings: false,
      write(chunk: string | Buffer, _encoding, callback) {
        writes.push(chunk);
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolveHtml({ html, writes });
        callback();
      },
    });
    const stream = (render as unknown as (c: ReactNode, o: object) => { pipe(w: Writable): Writable })(page, {
      onShellReady: () => {
        stream.pipe(out);
        setImmediate(() => arrive('Friss: ő'));
      },
      onError: reject,
    });
  });
}

t.test('the copy writes text, and the same page as the package, streamed parts included', async (t) => {
  const trimmed = await streamedPage(productionReact(trimReactDomServer(shipped)));
  const shippedPage = await streamedPage(productionReact(shipped));
  t.equal(trimmed.html, shippedPage.html, 'the same page, character for character');
  t.match(trimmed.html, /<aside>Friss: ő<\/aside>/, 'the later part is in it');
  t.ok(trimmed.html.length > 65_536, 'the shell is longer than one piece of joined text');
  t.ok(
    trimmed.writes.every((w) => typeof w === 'string'),
    'every write is text',
  );
  const laterAt = trimmed.writes.findIndex((w) => String(w).includes('Friss: ő'));
  t.ok(laterAt >= 2, `the long shell left in more than one piece (${laterAt}), then the later part`);
});
