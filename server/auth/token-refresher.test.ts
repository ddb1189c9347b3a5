// The process-wide single-flight refresh: one upstream call per refresh token however many callers, the answer
// remembered for late callers, and a transient failure not remembered.
import t from 'tap';
import type { AuthOutcome, PublisherAuth } from './publisher-auth.ts';
import type { TokenPair } from './session-cookies.ts';
import { TokenRefresher } from './token-refresher.ts';

/** A publisher whose refresh calls stay open until the test lets them answer (`held`), or answer at once. */
function fakeAuth(answer: (rt: string, call: number) => AuthOutcome<TokenPair>, opts: { held?: boolean } = {}) {
  const calls: string[] = [];
  const gates: (() => void)[] = [];
  const auth = {
    async refresh(rt: string) {
      calls.push(rt);
      const n = calls.length;
      if (opts.held) await new Promise<void>((r) => gates.push(r));
      return answer(rt, n);
    },
  } as unknown as PublisherAuth;
  /** Lets every call made so far answer. */
  const release = () => gates.splice(0).forEach((open) => open());
  return { auth, calls, release };
}

t.test('concurrent callers share one call; late callers get the remembered pair', async (t) => {
  const { auth, calls, release } = fakeAuth(
    (rt) => ({ kind: 'ok', value: { token: `a-${rt}`, refreshToken: `r-${rt}` } }),
    { held: true },
  );
  const refresher = new TokenRefresher(auth);
  const pending = Array.from({ length: 100 }, () => refresher.refresh('old'));
  t.same(calls, ['old'], 'while the call is open, 100 callers have made one');
  release();
  const results = await Promise.all(pending);
  t.equal(calls.length, 1);
  t.ok(results.every((r) => r.kind === 'ok' && r.value.refreshToken === 'r-old'));
  t.same(await refresher.refresh('old'), results[0], 'remembered');
  t.same(refresher.rotatedPair('old'), { token: 'a-old', refreshToken: 'r-old' });
  const other = refresher.refresh('other');
  release();
  await other;
  t.equal(calls.length, 2, 'another token is another call');
});

t.test('a refusal is remembered, an unavailable publisher is not', async (t) => {
  const { auth, calls } = fakeAuth((rt, n) =>
    rt === 'bad'
      ? { kind: 'rejected', status: 401, message: 'Invalid refresh token.' }
      : n === 2
        ? { kind: 'unavailable' }
        : { kind: 'ok', value: { token: 't', refreshToken: 'r' } },
  );
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
  let clock = 1_000_000;
  const refresher = new TokenRefresher(auth, { rememberMs: 30, now: () => clock });
  await refresher.refresh('x');
  clock += 30;
  await refresher.refresh('x');
  t.equal(calls.length, 1, 'remembered to the end of its window');
  t.same(refresher.rotatedPair('x'), { token: 't', refreshToken: 'r' });
  clock += 1;
  t.equal(refresher.rotatedPair('x'), undefined, 'forgotten once the window has passed');
  await refresher.refresh('x');
  t.equal(calls.length, 2, 'and the next caller spends the token again');
});
