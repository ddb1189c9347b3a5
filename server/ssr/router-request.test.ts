// The Request a page is queried with must not keep the page alive (server/ssr/router-request.ts): undici's Request
// holds the signal it is given in a process-wide FinalizationRegistry until the Request's own finaliser has run, and
// everything listening on that signal (the render, the reply) with it. Under load that retained seconds of pages.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import t from 'tap';
import { routerRequest } from './router-request.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A page's abort controller with a listener holding the page's state, queried once; the page's state is then dropped. */
function servePage(): WeakRef<object> {
  const page = new AbortController();
  const state = { reply: new Array(1000).fill('page') };
  page.signal.addEventListener('abort', () => state.reply.length, { once: true });
  const request = routerRequest('http://localhost/cikk', page);
  void request.signal.aborted;
  return new WeakRef(state);
}

t.test('a served page can be collected at the next garbage collection', async (t) => {
  const ref = servePage();
  await nextTurn(); // a WeakRef keeps its target until the task that made it ends
  gc();
  t.equal(ref.deref(), undefined, 'nothing outside the page still holds its state');
});

t.test('the page going away still aborts the query', async (t) => {
  const page = new AbortController();
  const request = routerRequest('http://localhost/cikk', page, { accept: 'text/html' });
  t.not(request.signal.aborted, true);
  page.abort(new Error('reader gone'));
  t.equal(request.signal.aborted, true, "the query's signal follows the page");
  t.match(request.signal.reason, { message: 'reader gone' });
  t.equal(request.headers.get('accept'), 'text/html');
  const late = routerRequest('http://localhost/cikk', page);
  t.equal(late.signal.aborted, true, 'a page already gone gives an aborted query');
});
