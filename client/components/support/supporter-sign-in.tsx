// §2.1 belepes: a supporter signs in without a password. The email form asks the CRM for a mail with a link and a
// six-digit code; the code form finishes the sign-in in this browser (its challenge is in a cookie). Plain form posts
// to the BFF's handlers (server/routes/support-routes.ts), so it works without JavaScript.
import { FIELD_MAX_LENGTH } from '../../../shared/request-limits.ts';
import { SUPPORT_FORM_PATHS } from '../../../shared/support-forms.ts';

/** `awaitingCode`: a mail has just gone out (or the code was wrong), so the code form comes first. */
export function SupporterSignIn({ awaitingCode, idPrefix = 'tamogato' }: { awaitingCode: boolean; idPrefix?: string }) {
  const emailForm = (
    <form className="support-form" method="post" action={SUPPORT_FORM_PATHS.requestLink}>
      <label className="support-form__label" htmlFor={`${idPrefix}-email`}>
        {awaitingCode ? 'Nem jött meg a levél? Kérj újat:' : 'Az e-mail-cím, amellyel támogatsz'}
      </label>
      <input
        className="support-form__input"
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_MAX_LENGTH.email}
      />
      <button className={awaitingCode ? 'support-button support-button--secondary' : 'support-button'} type="submit">
        Belépési link és kód küldése
      </button>
    </form>
  );
  const codeForm = (
    <form className="support-form" method="post" action={SUPPORT_FORM_PATHS.enterCode}>
      <label className="support-form__label" htmlFor={`${idPrefix}-code`}>
        A levélben kapott hatjegyű kód
      </label>
      <input
        className="support-form__input support-form__input--code"
        id={`${idPrefix}-code`}
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
      />
      <button className="support-button" type="submit">
        Belépés
      </button>
    </form>
  );
  return (
    <div className="support-sign-in">
      {awaitingCode ? (
        <>
          {codeForm}
          <p className="support-muted">
            A levélben lévő linkre kattintva is beléphetsz, ha ezen az eszközön nyitod meg.
          </p>
          {emailForm}
        </>
      ) : (
        <>
          {emailForm}
          <p className="support-muted">
            Nem kell jelszó: küldünk egy levelet egy belépési linkkel és egy hatjegyű kóddal. Mindkettő rövid ideig
            érvényes, és csak egyszer használható. Ha ezzel a címmel nem támogatsz minket, nem kapsz levelet.
          </p>
          <details className="support-details">
            <summary>Már megkaptad a kódot?</summary>
            {codeForm}
          </details>
        </>
      )}
    </div>
  );
}
