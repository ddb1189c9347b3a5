// The BFF's copy of React DOM's server renderer, without its request store (decision 101). React keeps the request
// being rendered in an AsyncLocalStorage, so that a resource hint (ReactDOM.preload and its kin) called after an
// await, outside a render pass, still finds its page. On Node 20 and 22 a store that has run once turns on async hooks
// for the whole process: from the first render on, every promise, tick, timer and socket write the BFF makes calls
// into JavaScript to carry the store along, a page-cache hit's included. The site calls no resource hint (a render
// pass finds its request without the store anyway), so the copy the server bundle loads runs its work without it.
// The bundle imports `./react-dom-server.node.cjs` beside it instead of the package's `react-dom/server`; that copy
// requires React and React DOM from node_modules as the package does, so there is one React. Each edit names its
// text and count (tooling/module-trim.ts): a React release that moves it fails the build.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { applyEdits, type Edit } from './module-trim.ts';

/** React DOM's server renderer for Node, production build: the one module `renderToPipeableStream` comes from. */
export const REACT_DOM_SERVER = 'node_modules/react-dom/cjs/react-dom-server.node.production.js';
/** The trimmed copy's name beside the server bundle (dist/server/). */
const TRIMMED_NAME = 'react-dom-server.node.cjs';

/** Joined text goes out past this many UTF-16 units (a whole article's shell fits). */
const PENDING_TEXT_LIMIT = 65_536;

const EDITS: Edit[] = [
  {
    why: 'the request store: a hint called outside a render pass finds no request (and so does nothing), as in a browser',
    find: '  var store = requestStorage.getStore();\n  return store ? store : null;',
    replace: '  return null;',
    times: 1,
  },
  {
    why: 'the request store, as above: the render runs without being wrapped in it',
    find: 'return requestStorage.run(request, performWork, request);',
    replace: 'return performWork(request);',
    times: 1,
  },
  {
    why: 'the request store, as above: so does the early hints pass after the first render',
    find: '      requestStorage.run(\n        request,\n        enqueueEarlyPreloadsAfterInitialWork,\n        request\n      );',
    replace: '      enqueueEarlyPreloadsAfterInitialWork(request);',
    times: 1,
  },
  {
    why: 'text out as text: a precomputed chunk is its string, not its UTF-8 bytes (decision 104)',
    find: 'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}',
    replace: 'function stringToPrecomputedChunk(content) {\n  return content;\n}',
    times: 1,
  },
  {
    why: 'text out as text: pieces are joined as one string, not encoded one by one into 4 KB views (decision 104)',
    find: /function writeChunk\(destination, chunk\) \{\n[\s\S]*?\n\}\n(?=function writeToDestination\()/,
    replace: `var pendingText = "";
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    pendingText.length > ${PENDING_TEXT_LIMIT} &&
      (writeToDestination(destination, pendingText), (pendingText = ""));
  } else if (0 < chunk.byteLength) {
    0 < pendingText.length &&
      (writeToDestination(destination, pendingText), (pendingText = ""));
    writeToDestination(destination, chunk);
  }
}
`,
    times: 1,
  },
  {
    why: "text out as text: a batch ends with what is joined so far (`$$` writes a `$` in a pattern's replacement)",
    find: /function completeWriting\(destination\) \{\n[\s\S]*?\n\}\n(?=var textEncoder = )/,
    replace: `function completeWriting(destination) {
  0 < pendingText.length && destination.write(pendingText);
  pendingText = "";
  currentView = null;
  writtenBytes = 0;
  destinationHasCapacity$$1 = !0;
}
`,
    times: 1,
  },
  {
    why: "text out as text: a part's size in UTF-16 units, not UTF-8 bytes; it only decides when a large part streams apart",
    find: '    ? Buffer.byteLength(chunk, "utf8")\n    : chunk.byteLength;',
    replace: '    ? chunk.length\n    : chunk.byteLength;',
    times: 1,
  },
];

export function trimReactDomServer(source: string): string {
  return applyEdits(source, EDITS, 'react-dom server trim (tooling/react-dom-server-trim.ts, decision 101)');
}

/** Only the BFF's own modules get the copy (the bundle they land in is dist/server/main.js). */
const BFF_MODULE = /[\\/]server[\\/]/;

/** Writes the trimmed copy into `{outdir}/server/` and points the BFF's `react-dom/server` at it. */
export function reactDomServerTrimPlugin(outdir: string): Plugin {
  return {
    name: 'react-dom-server-trim',
    setup(b) {
      b.onStart(() => {
        mkdirSync(join(outdir, 'server'), { recursive: true });
        writeFileSync(join(outdir, 'server', TRIMMED_NAME), trimReactDomServer(readFileSync(REACT_DOM_SERVER, 'utf8')));
      });
      b.onResolve({ filter: /^react-dom\/server$/ }, (args) =>
        BFF_MODULE.test(args.importer) ? { path: `./${TRIMMED_NAME}`, external: true } : undefined,
      );
    },
  };
}
