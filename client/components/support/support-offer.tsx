// §2.1 /tamogatas: the ways to support — monthly or once, suggested amounts in the site's currency — what the money
// does, and an honest word that this demo takes no payment, naming the pages a payment provider would return to.
import { Link } from 'react-router';
import type { SupportOffer as Offer } from '../../../shared/support-offer.ts';
import { SUPPORT_PATH } from '../../../shared/support-forms.ts';

const PAYMENT_ANCHOR = 'fizetes';

function Amounts({ label, amounts, suffix }: { label: string; amounts: Offer['monthly']; suffix?: string }) {
  return (
    <>
      <p className="support-offer__amounts-label">{label}</p>
      <ul className="support-offer__amounts">
        {amounts.map((a) => <li key={a.amount}>{a.label}{suffix}</li>)}
      </ul>
    </>
  );
}

/** `howItWorks`: the newsroom's own text about supporting (the support document's sanitised HTML), when it answered. */
export function SupportOffer({ offer, howItWorks }: { offer: Offer; howItWorks: string | null }) {
  return (
    <>
      <div className="support-offer">
        <section className="support-offer__card support-offer__card--monthly" aria-labelledby="havi-cim">
          <h2 className="support-offer__title" id="havi-cim">Havi támogatás</h2>
          <p>A rendszeres támogatásból tudunk előre tervezni. Bármikor lemondhatod a támogatói profilodban, egy kattintással.</p>
          <Amounts label="Javasolt összegek havonta:" amounts={offer.monthly} suffix=" / hó" />
          <a className="support-button support-button--wide" href={`#${PAYMENT_ANCHOR}`}>Havi támogatást indítok</a>
        </section>
        <section className="support-offer__card" aria-labelledby="egyszeri-cim">
          <h2 className="support-offer__title" id="egyszeri-cim">Egyszeri támogatás</h2>
          <p>Egy alkalommal, bankkártyával. Nem jár vele elköteleződés, és nem kell hozzá fiók.</p>
          <Amounts label="Javasolt összegek:" amounts={offer.oneTime} />
          <a className="support-button support-button--secondary support-button--wide" href={`#${PAYMENT_ANCHOR}`}>Egyszer támogatok</a>
        </section>
      </div>
      {howItWorks && (
        <section className="support-section" aria-labelledby="hogyan-cim">
          <h2 className="support-section__title" id="hogyan-cim">Hogyan működik?</h2>
          <div className="support-doc" dangerouslySetInnerHTML={{ __html: howItWorks }} />
        </section>
      )}
      <section className="support-section" aria-labelledby="mire-cim">
        <h2 className="support-section__title" id="mire-cim">Mire fordítjuk a támogatásodat?</h2>
        <ul className="support-uses">
          {offer.uses.map((u) => (
            <li key={u.title}><strong>{u.title}.</strong> {u.text}</li>
          ))}
        </ul>
      </section>
      <section className="support-demo" id={PAYMENT_ANCHOR} aria-labelledby="fizetes-cim">
        <h2 id="fizetes-cim">Fizetés: ez egy bemutató oldal</h2>
        <p>
          Ezen az oldalon nem lehet fizetni: nincs mögötte fizetési szolgáltató, így semmilyen kártyát nem terhelünk meg.
          Éles üzemben a fenti gombok a fizetési szolgáltató oldalára vinnének, ahonnan a fizetés után ide térnél vissza:
        </p>
        <ul>
          <li><Link to={`${SUPPORT_PATH}/siker`}>a köszönőoldalra</Link>, ha a fizetés sikerült,</li>
          <li><Link to={`${SUPPORT_PATH}/hiba`}>a hibaoldalra</Link>, ha nem.</li>
        </ul>
      </section>
    </>
  );
}
