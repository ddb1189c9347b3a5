// Absolute-form and other request targets become the origin-form path the rest of the app expects (RFC 9112 section 3.2).
import t from 'tap';
import { originFormTarget, rewriteToOriginForm } from './request-target.ts';

t.test('the path comes from the target; the host is kept apart', async (t) => {
  const rows: [string, string, string | null][] = [
    ['/kedvenceink', '/kedvenceink', null],
    ['/rovat/belfold?oldal=2', '/rovat/belfold?oldal=2', null],
    ['http://other.host/kedvenceink', '/kedvenceink', 'other.host'],
    ['HTTPS://Other.Host:8080/a?b=c', '/a?b=c', 'Other.Host:8080'],
    ['http://other.host', '/', 'other.host'],
    ['http://other.host?x=1', '/?x=1', 'other.host'],
    ['http://user:pw@other.host/x', '/x', 'user:pw@other.host'],
    ['http://other.host//evil.example/', '//evil.example/', 'other.host'],
    ['/rss#</script><x>', '/rss', null],
    ['http://other.host/rss#frag', '/rss', 'other.host'],
    ['*', '/', null],
    ['ftp://other.host/x', '/x', 'other.host'],
  ];
  for (const [target, path, authority] of rows) t.same(originFormTarget(target), { path, authority }, target);
});

t.test('as the rewrite hook, the target host replaces the Host header', async (t) => {
  const req = { url: 'http://user@other.host:81/x', headers: { host: 'localhost' } };
  t.equal(rewriteToOriginForm(req as never), '/x');
  t.equal(req.headers.host, 'other.host:81', 'RFC 9112 section 3.2.2: the target names the host');
  const plain = { url: '/y', headers: { host: 'localhost' } };
  t.equal(rewriteToOriginForm(plain as never), '/y');
  t.equal(plain.headers.host, 'localhost');
});
