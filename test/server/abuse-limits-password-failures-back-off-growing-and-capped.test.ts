// Wrong passwords for an account slow its guesser down instead of locking the account. After a few free
// failures each further try from an address that has failed waits a growing time, capped; the wait is Retry-After on
// the same refusal every account gets. The injected clock moves time; nothing here waits.
import t from 'tap';
import { PASSWORD_BACKOFF } from '../../server/auth/attempt-limits.ts';
import { postForm, signInServers } from '../helpers/sign-in-client.ts';

const PASSWORD = 'Lassito-Jelszo-2026';
const { bff, clock, editor } = await signInServers(t, { email: 'lassitott@example.hu', password: PASSWORD });
const GUESSER = '198.51.100.77';
const wrong = (i: number, address = GUESSER) =>
  postForm(bff.url, '/auth/login', { email: editor.email, password: `rossz-${i}` }, { address });

t.test('after the free failures each further guess waits a growing time, never more than the cap', async (t) => {
  const free = [];
  for (let i = 0; i < PASSWORD_BACKOFF.freeFailures; i++) free.push((await wrong(i)).location);
  t.same(free, Array(PASSWORD_BACKOFF.freeFailures).fill('/login?hiba=adatok'), 'the free failures are checked');

  const waits: number[] = [];
  for (let i = 0; waits.length < 10; i++) {
    const held = await wrong(100 + i);
    t.equal(held.location, '/login?hiba=korlat', `guess ${i + 1} past the free ones is held`);
    t.ok(held.retryAfter! > 0, `with Retry-After (${held.retryAfter})`);
    waits.push(held.retryAfter!);
    clock.ms += held.retryAfter! * 1000;
    const checked = await wrong(200 + i);
    t.equal(checked.location, '/login?hiba=adatok', 'after the wait the guess is checked (and fails)');
  }
  t.ok(
    waits.slice(1).every((w, i) => w >= waits[i]),
    `the waits grow: ${waits.join(', ')}`,
  );
  t.ok(waits[waits.length - 1] > waits[0], 'and are longer at the end than at the start');
  t.equal(Math.max(...waits), PASSWORD_BACKOFF.maxDelayMs / 1000, 'up to the cap');
  t.ok(
    waits.every((w) => w <= PASSWORD_BACKOFF.maxDelayMs / 1000),
    'never beyond it',
  );
});

t.test(
  'the right password from a fresh address is not held; from the guessing address it waits its turn',
  async (t) => {
    const fromGuesser = await postForm(
      bff.url,
      '/auth/login',
      { email: editor.email, password: PASSWORD },
      { address: GUESSER },
    );
    t.equal(fromGuesser.location, '/login?hiba=korlat', 'the guessing address waits even with the right password');
    const fresh = await postForm(
      bff.url,
      '/auth/login',
      { email: editor.email, password: PASSWORD },
      { address: '203.0.113.44' },
    );
    t.equal(fresh.location, '/login?lepes=kod', 'an address with no failures goes through');
    const afterSuccess = await wrong(999);
    t.equal(
      afterSuccess.location,
      '/login?hiba=adatok',
      'a right password ends the back-off: the next guess is checked again',
    );
  },
);

t.test('failures are forgotten after the window: a new run starts with free tries', async (t) => {
  const address = '198.51.100.78';
  let failures = 0;
  for (let i = 0; failures < PASSWORD_BACKOFF.freeFailures + 2; i++) {
    const a = await wrong(300 + i, address);
    if (a.location === '/login?hiba=adatok') failures++;
    else clock.ms += a.retryAfter! * 1000;
  }
  const held = await wrong(400, address);
  t.equal(held.location, '/login?hiba=korlat', 'held while the failures are fresh');
  clock.ms += PASSWORD_BACKOFF.windowMs + 1000;
  const later = await wrong(401, address);
  t.equal(later.location, '/login?hiba=adatok', 'after the window the guess is checked without a wait');
});
