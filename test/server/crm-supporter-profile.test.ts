// The profile page's view model (§2.1 profil): support summary, payments and newsletter choices from the CRM's answer,
// with Hungarian labels, forints and lei (§1), and the thousand separator (§5).
import t from 'tap';
import type { CrmUserInfo } from '../../shared/crm-types.ts';
import { formatAmount } from '../../shared/money.ts';
import { buildSupporterProfile, SUPPORT_HEADLINES } from '../../shared/supporter-profile.ts';
import { openCrmDatabase } from '../../stand-ins/crm/crm-database.ts';
import { DEMO_SUPPORTER, seedSupporters } from '../../stand-ins/crm/demo-supporters.ts';
import { createSupporterRecords } from '../../stand-ins/crm/supporter-records.ts';

const NBSP = '\u00a0';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;

function info(user: Partial<CrmUserInfo['user']>, paging: Partial<CrmUserInfo> = {}): CrmUserInfo {
  return {
    user: { email: 'olvaso@example.hu', name: null, newsletters: [], payments: [], ...user },
    page: 1,
    totalPages: 1,
    ...paging,
  };
}

t.test('amounts: a space every three digits, Ft for HUF and Lei for RON', async (t) => {
  t.equal(formatAmount(183000, 'HUF'), `183${NBSP}000${NBSP}Ft`);
  t.equal(formatAmount(25, 'RON'), `25${NBSP}Lei`);
  t.equal(formatAmount(12.5, 'EUR'), `12,50${NBSP}EUR`, 'an unknown currency by its code');
});

t.test('the demo supporter: recurring support, totals, first page of payments, newsletters', async (t) => {
  const db = openCrmDatabase(':memory:');
  t.teardown(() => db.close());
  seedSupporters(db, { count: 0, now: NOW });
  const id = db.prepare('SELECT id FROM supporters WHERE email = ?').pluck().get(DEMO_SUPPORTER.email) as number;
  const view = buildSupporterProfile(createSupporterRecords(db, () => NOW).info(id, 1));
  t.equal(view.greeting, 'Szia, Demó Támogató!');
  t.equal(view.support.status, 'recurring');
  t.equal(view.support.headline, SUPPORT_HEADLINES.recurring);
  t.same(
    view.support.recurring.map((r) => r.label),
    [`Havi 25${NBSP}Lei`, `Havi 2${NBSP}000${NBSP}Ft`],
  );
  t.ok(
    view.support.recurring.every((r) => /^\d{4}\. [a-zá-ű]+ \d{1,2}\.$/.test(r.sinceLabel!) && r.nextChargeLabel),
    'dates as 2026. november 25. (the date style of a line or a table)',
  );
  t.same(
    view.support.totals.map((x) => x.currency),
    ['HUF', 'RON'],
  );
  t.equal(view.payments.items.length, 10);
  t.same(
    [
      view.payments.page,
      view.payments.totalPages,
      view.payments.previousPage,
      view.payments.nextPage,
      view.payments.totalItems,
    ],
    [1, 2, null, 2, 17],
  );
  t.equal(view.payments.emptyText, null);
  const cancellable = view.payments.items.filter((p) => p.cancellable);
  t.ok(
    cancellable.every((p) => p.kind === 'recurring' && p.statusLabel === 'Aktív'),
    'only active recurring payments can be cancelled',
  );
  t.same(
    view.newsletters.filter((n) => n.subscribed).map((n) => n.code),
    ['napi', 'g7', 'tamogatoi'],
  );
  const napi = view.newsletters.find((n) => n.code === 'napi')!;
  t.same([napi.name, napi.toggleTo, napi.actionLabel], ['Telex napi hírlevél', false, 'Leiratkozás']);
  const heti = view.newsletters.find((n) => n.code === 'heti')!;
  t.same([heti.toggleTo, heti.actionLabel], [true, 'Feliratkozás']);
});

t.test('payment rows: kinds, statuses and dates in the edition’s time zone', async (t) => {
  const late = Date.UTC(2026, 10, 25, 23, 30) / 1000;
  const view = buildSupporterProfile(
    info({
      payments: [
        { id: '1', amount: 2000, currency: 'HUF', status: 'active', recurring: true, createdAt: late },
        { id: '2', amount: 5000, currency: 'HUF', status: 'cancelled', recurring: true },
        { id: '3', amount: 50, currency: 'RON', status: 'paid', recurring: false, createdAt: late },
        { id: '4', amount: 3000, currency: 'HUF', status: 'failed', recurring: false },
        { id: '5', amount: 20000, currency: 'HUF', status: 'refunded', recurring: false },
        { id: '6', amount: 1, currency: 'HUF', status: 'pending', recurring: false },
      ],
    }),
    { timeZone: 'Europe/Bucharest' },
  );
  t.same(
    view.payments.items.map((p) => [p.kindLabel, p.statusLabel, p.cancellable]),
    [
      ['Havi rendszeres', 'Aktív', true],
      ['Havi rendszeres', 'Lemondva', false],
      ['Egyszeri', 'Sikeres', false],
      ['Egyszeri', 'Sikertelen', false],
      ['Egyszeri', 'Visszatérítve', false],
      ['Egyszeri', 'pending', false],
    ],
  );
  t.equal(view.payments.items[0].dateLabel, '2026. november 26.', 'half past eleven UTC is the next day in Bucharest');
  t.equal(view.payments.items[1].dateLabel, null, 'no date when the CRM gives none');
  t.equal(view.support.status, 'recurring', 'without the recurring extension, the page’s active ones count');
  t.equal(view.support.recurring[0].paymentId, '1');
  t.same(view.support.totals, [], 'no totals extension, no totals');
});

t.test('past and no support; an empty first page; paging at the end', async (t) => {
  const past = buildSupporterProfile(
    info({ name: '  ', payments: [{ id: '9', amount: 5000, currency: 'HUF', status: 'paid', recurring: false }] }),
  );
  t.same(
    [past.support.status, past.support.headline, past.greeting, past.name],
    ['past', SUPPORT_HEADLINES.past, 'Szia!', null],
  );
  const none = buildSupporterProfile(info({}));
  t.same([none.support.status, none.payments.emptyText], ['none', 'Még nincs befizetésed.']);
  const last = buildSupporterProfile(info({}, { page: 3, totalPages: 3 }));
  t.same([last.payments.previousPage, last.payments.nextPage, last.payments.emptyText], [2, null, null]);
  const beyond = buildSupporterProfile(info({}, { page: 9, totalPages: 2 }));
  t.equal(beyond.payments.previousPage, 2, 'beyond the last page leads back to the last one');
  const failedOnly = buildSupporterProfile(
    info({ payments: [{ id: '1', amount: 1000, currency: 'HUF', status: 'failed', recurring: false }] }),
  );
  t.equal(failedOnly.support.status, 'none', 'a failed payment is no support');
});
