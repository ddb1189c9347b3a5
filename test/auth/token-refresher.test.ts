// The process-wide single-flight refresh: one upstream call per refresh token however many callers, the answer
// remembered for late callers, and a transient failure not remembered.
import t from 'tap';
import type { AuthOutcome, PublisherAuth } from '../../server/auth/publisher-auth.ts';
import type { TokenPair } from '../../server/auth/session-cookies.ts';
import { TokenRefresher } from '../../server/auth/token-refresher.ts';

function fakeAuth(answer: (rt: string, call: number) => AuthOutcome<TokenPair>) {
  const calls: string[] = [];
  const auth = {
    async refresh(rt: string) {
      calls.push(rt);
      await new Promise((r) => setTimeout(r, 20));
      return answer(rt, calls.length);
    },
  } as unknown as PublisherAuth;
  return { auth, calls };
}

t.test('concurrent callers share one call; late callers get the remembered pair', async (t) => {
  const { auth, calls } = fakeAuth((rt) => ({ kind: 'ok', value: { token: `a-${rt}`, refreshToken: `r-${rt}` } }));
  const refresher = new TokenRefresher(auth);
  const results = await Promise.all(Array.from({ length: 100 }, () => refresher.refresh('old')));
  t.equal(calls.length, 1);
  t.ok(results.every((r) => r.kind === 'ok' && r.value.refreshToken === 'r-old'));
  t.same(await refresher.refresh('old'), results[0], 'remembered');
  t.same(refresher.rotatedPair('old'), { token: 'a-old', refreshToken: 'r-old' });
  await refresher.refresh('other');
  t.equal(calls.length, 2, 'another token is another call');
});

t.test('a refusal is remembered, an unavailable publisher is not', async (t) => {
  const { auth, calls } = fakeAuth((rt, n) => (rt === 'bad' ? { kind: 'rejected', status: 401, message: 'Invalid refresh token.' } : n === 2 ? { kind: 'unavailable' } : { kind: 'ok', value: { token: 't', refreshToken: 'r' } }));
  const refresher = new TokenRefresher(auth);
  t.equal((await refresher.refresh('bad')).kind, 'rejected');
  t.equal((await refresher.refresh('bad')).kind, 'rejected');
  t.equal(calls.length, 1);
  t.equal((await refresher.refresh('flaky')).kind, 'unavailable');
  t.equal((await refresher.refresh('flaky')).kind, 'ok', 'tried again');
  t.equal(calls.length, 3);
});

t.test('the memory is short', async (t) => {
  const { auth, calls } = fakeAuth(() => ({ kind: 'ok', value: { token: 't', refreshToken: 'r' } }));
  const refresher = new TokenRefresher(auth, { rememberMs: 30 });
  await refresher.refresh('x');
  await new Promise((r) => setTimeout(r, 60));
  await refresher.refresh('x');
  t.equal(calls.length, 2);
});
