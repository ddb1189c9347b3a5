import { useLoaderData } from 'react-router';
import { EXTERNAL_SIGN_IN_PATH } from '../../shared/external-sign-in.ts';
import type { LoginPageData } from '../../shared/pages/login.ts';

const ERROR_TEXT: Record<NonNullable<LoginPageData['error']>, string> = {
  adatok: 'Hibás e-mail-cím vagy jelszó.',
  kod: 'Hibás vagy lejárt kód. Próbálja újra az alkalmazásban látható friss kóddal.',
  lejart: 'A bejelentkezés megszakadt vagy lejárt. Kezdje újra.',
  szolgaltatas: 'A bejelentkezés most nem elérhető. Próbálja újra néhány perc múlva.',
  korlat: 'Túl sok próbálkozás. Várjon néhány percet, majd próbálja újra.',
  kulso: 'A külső fiókkal való bejelentkezés nem sikerült. Próbálja újra, vagy lépjen be jelszóval.',
};

/**
 * §4 preview mode, §6 login: email and password, then the one-time code. Plain form posts to the BFF, which answers
 * with redirects, so it works before (and without) JavaScript.
 */
export function LoginPage() {
  const { step, error } = useLoaderData<LoginPageData>();
  return (
    <main className="page page--login" id="tartalom">
      <title>Bejelentkezés</title>
      <meta name="robots" content="noindex" />
      <div className="login">
        <h1 className="login__title">Bejelentkezés</h1>
        <p className="login__lead">Az előnézet csak a szerkesztőségnek érhető el.</p>
        {error && (
          <p className="login__error" role="alert">
            {ERROR_TEXT[error]}
          </p>
        )}
        {step === 'password' ? (
          <form className="login__form" method="post" action="/auth/login">
            <label className="login__label" htmlFor="login-email">
              E-mail-cím
            </label>
            <input
              className="login__input"
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
            />
            <label className="login__label" htmlFor="login-password">
              Jelszó
            </label>
            <input
              className="login__input"
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <button className="login__submit" type="submit">
              Tovább
            </button>
            <p className="login__external">
              <a href={EXTERNAL_SIGN_IN_PATH}>Bejelentkezés külső fiókkal</a>
            </p>
          </form>
        ) : (
          <form className="login__form" method="post" action="/auth/otp">
            <label className="login__label" htmlFor="login-code">
              Egyszer használatos kód a hitelesítő alkalmazásból
            </label>
            <input
              className="login__input"
              id="login-code"
              name="code"
              inputMode="numeric"
              pattern="[0-9 ]{6,7}"
              autoComplete="one-time-code"
              maxLength={7}
              required
              autoFocus
            />
            <button className="login__submit" type="submit">
              Bejelentkezés
            </button>
            <p className="login__restart">
              <a href="/login">Újrakezdés</a>
            </p>
          </form>
        )}
      </div>
    </main>
  );
}
