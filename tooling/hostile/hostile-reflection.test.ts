// The hostile suite's reflection rule on a form field (tooling/hostile/hostile-checks.ts): the archive's search field
// shows the term as typed, so `value="javascript:…"` is inert text, not a reflection; an injected quote or a
// javascript: link still is.
import t from 'tap';
import { judge } from './hostile-checks.ts';
import type { HostileCase } from './hostile-cases.ts';

const origins = { main: 'http://main.test', regional: 'http://regional.test', shopUrl: 'http://shop.test/' };
const kase: HostileCase = {
  id: 901,
  family: 'page',
  kind: [],
  server: 'bff',
  pieces: [],
  methods: ['GET'],
  path: '/archivum',
  markers: ['hX7q901x0'],
  hostTokens: [],
};
function reflections(html: string): string[] {
  const res = {
    status: 200,
    headers: { 'content-type': ['text/html; charset=utf-8'] },
    head: 'HTTP/1.1 200 OK',
    body: Buffer.from(html),
  };
  return judge(kase, { responses: [res], interim: [], closedSilently: false, timedOut: false, ms: 1 }, origins)
    .filter((f) => f.kind === 'reflection')
    .map((f) => f.detail);
}

t.test('a search field holding the typed term is not a reflection', async (t) => {
  t.same(reflections('<input type="search" name="term" value="javascript:hX7q901x0"/>'), []);
  t.same(reflections('<input name="term" value="&quot;hX7q901x0"/>'), [], 'an escaped quote');
});

t.test('what the rule is for is still caught', async (t) => {
  t.equal(reflections('<input value=""hX7q901x0"/>').length, 1, 'a quote the input smuggled into the value');
  t.equal(reflections('<a href="javascript:hX7q901x0">x</a>').length, 1, 'a javascript: link');
  t.equal(
    reflections('<div title="javascript:hX7q901x0">x</div>').length,
    1,
    'another attribute starting with the input',
  );
  t.equal(reflections('<p>"hX7q901x0</p>').length, 1, 'a quote before the marker in text');
});
