// Sign-in limits an attacker cannot aim at a real editor. An outside review locked an editor out for 555 s with
// 11 × POST /auth/otp carrying an unsigned login_otp cookie that named the editor's id, and ten wrong passwords for
// the editor's address did the same. Here an attacker does both from one address, and the real editor, from another,
// then signs in with the right password and code.
import t from 'tap';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { forgedOtpToken, postForm, signInServers } from '../helpers/sign-in-client.ts';

const PASSWORD = 'Valodi-Jelszo-2026';
const { bff, editor } = await signInServers(t, {
  email: 'valodi.szerkeszto@example.hu',
  password: PASSWORD,
});
const ATTACKER = '198.51.100.66';
const EDITOR_ADDRESS = '203.0.113.10';
const post = (path: string, form: Record<string, string>, opts: Parameters<typeof postForm>[3]) =>
  postForm(bff.url, path, form, opts);

t.test('11 forged code attempts and 11 wrong passwords leave the real editor able to sign in at once', async (t) => {
  const forged = forgedOtpToken(String(editor.id));
  const codes = [];
  for (let i = 0; i < 11; i++)
    codes.push(await post('/auth/otp', { code: '000000' }, { address: ATTACKER, cookies: { login_otp: forged } }));
  t.ok(
    codes.every((a) => a.status === 303),
    'each forged attempt gets an answer',
  );
  const passwords = [];
  for (let i = 0; i < 11; i++)
    passwords.push(
      await post('/auth/login', { email: editor.email, password: `talalgatas-${i}` }, { address: ATTACKER }),
    );
  t.equal(passwords[0].location, '/login?hiba=adatok', 'the first wrong password is checked');

  const first = await post('/auth/login', { email: editor.email, password: PASSWORD }, { address: EDITOR_ADDRESS });
  t.equal(first.location, '/login?lepes=kod', "the right password from the editor's own address is not held");
  const otp = first.cookies.get('login_otp')?.value;
  t.ok(otp, "the first factor's token is set");
  const done = await post(
    '/auth/otp',
    { code: totpCode(editor.totpSecret) },
    { address: EDITOR_ADDRESS, cookies: { login_otp: otp ?? '' } },
  );
  t.equal(done.status, 303);
  t.equal(done.location, '/', `signed in (${done.location})`);
  t.ok(done.cookies.get('access_token')?.value, 'the session cookies are set');
});
