// A frame's `route-push` / `parent-router` path (shared/frame-message.ts) is judged by where it leads once
// resolved. Dot segments resolve away, so '/..//evil.example/phish' used to pass the text checks and come back as
// '//evil.example/phish': a path a router or a browser reads as another host (React Router happened to refuse it).
import t from 'tap';
import { frameMessageAction, sameSitePath } from './frame-message.ts';

const SITE = 'https://telex.example';
const DATA = 'https://adat.example';
const opts = { origins: [DATA], maxHeight: 3000, siteOrigin: SITE };

/** Paths that only become another host after the dot segments are resolved. */
const RESOLVE_TO_ANOTHER_HOST = [
  '/..//evil.example/phish',
  '/.//evil.example/phish',
  '/a/..//evil.example',
  '/../..//evil.example/',
  '/%2e%2e//evil.example/x',
  '/%2E.//evil.example',
  '/./..//evil.example?x=1#y',
  '/..//evil.example:443/p',
  '/..//user@evil.example/',
  '/..//',
];

t.test('a frame path that resolves to //host is refused, whatever dot segments led there', async (t) => {
  for (const path of RESOLVE_TO_ANOTHER_HOST) {
    t.equal(sameSitePath(path, SITE), null, `sameSitePath(${JSON.stringify(path)})`);
    t.same(
      frameMessageAction(DATA, { type: 'route-push', path }, opts),
      { kind: 'ignore', reason: 'not a same-site path' },
      `route-push ${path}`,
    );
  }
});

t.test('whatever the frame path check returns resolves on our origin again', async (t) => {
  const accepted = ['/', '/rovat/belfold?oldal=2', '/a/../b', '/a/./b#c', '/..', '/%2F%2Fevil.example', '/a//b'];
  for (const path of accepted) {
    const out = sameSitePath(path, SITE);
    t.type(out, 'string', `${path} is a same-site path`);
    t.equal(new URL(out as string, SITE).origin, SITE, `${path} → ${out} stays on ${SITE}`);
  }
  t.equal(sameSitePath('/a/../b', SITE), '/b', 'the resolved path is what is handed on');
});
