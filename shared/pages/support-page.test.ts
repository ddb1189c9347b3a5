// The supporter pages' rules through their build step, without a server (§2.1 support, §5): the offer in the site's
// currency, the outcome notices of every `?eredmeny=` state on the page it belongs to, the profile's confirmation and
// paging, and the cache rule — nothing that shows or depends on a supporter's session is ever shared.
import t from 'tap';
import type { CrmUserInfo } from '../crm-types.ts';
import type { PageOutcome } from './page-contract.ts';
import {
  buildSupportPage,
  planSupportPage,
  type CheckoutAnswer,
  type SupporterProfileAnswer,
  type SupportPageData,
  type SupportState,
} from './support.ts';
import { sites } from '../sites/site-table.ts';
import { SUPPORT_OUTCOMES, type SupportOutcome } from '../support-forms.ts';
import { SUPPORT_AMOUNTS } from '../support-offer.ts';
import { buildSupporterProfile } from '../supporter-profile.ts';
import { frontendInit, pageContext } from '../../test/helpers/page-fixtures.ts';

const NBSP = '\u00a0';

function build(
  path: string,
  state: SupportState | null,
  opts: {
    signedIn?: boolean;
    profile?: SupporterProfileAnswer;
    donations?: string;
    doc?: { title: string; content: string } | null;
    checkout?: CheckoutAnswer;
  } = {},
) {
  return buildSupportPage(
    {
      init: frontendInit({ donations: opts.donations }),
      profile: opts.profile,
      doc: opts.doc,
      checkout: opts.checkout,
    },
    { ...pageContext(path), state, signedIn: opts.signedIn ?? false },
  );
}
function data(outcome: PageOutcome<SupportPageData>): SupportPageData {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.data;
}

function info(over: Partial<CrmUserInfo> = {}): CrmUserInfo {
  return {
    user: {
      email: 'tamogato@example.hu',
      name: 'Demó Támogató',
      newsletters: [{ code: 'napi', name: 'Telex napi hírlevél', subscribed: true }],
      payments: [
        { id: '41', amount: 2000, currency: 'HUF', status: 'active', recurring: true, createdAt: 1_700_000_000 },
        { id: '42', amount: 5000, currency: 'HUF', status: 'paid', recurring: false, createdAt: 1_690_000_000 },
      ],
    },
    page: 1,
    totalPages: 2,
    totalItems: 12,
    ...over,
  };
}
const signedInProfile = (over: Partial<CrmUserInfo> = {}): SupporterProfileAnswer => ({
  kind: 'profile',
  profile: buildSupporterProfile(info(over)),
  csrf: 'token-of-the-session',
});

t.test(
  '§2.1 planning: the four states and the payments page; §5 404 for other slugs and the regional edition',
  async (t) => {
    const url = (p: string) => new URL(p, 'https://telex.example');
    t.same(planSupportPage(undefined, url('/tamogatas'), sites.main), {
      state: null,
      paymentsPage: 1,
      checkout: false,
    });
    t.same(planSupportPage('profil', url('/tamogatas/profil?oldal=2'), sites.main), {
      state: 'profil',
      paymentsPage: 2,
      checkout: false,
    });
    t.same(
      planSupportPage('profil', url('/tamogatas/profil?oldal=abc'), sites.main),
      { state: 'profil', paymentsPage: 1, checkout: false },
      'junk is page 1',
    );
    t.same(
      planSupportPage('belepes', url('/tamogatas/belepes?oldal=3'), sites.main),
      { state: 'belepes', paymentsPage: 1, checkout: false },
      'only the profile pages',
    );
    t.equal(planSupportPage('nincs', url('/tamogatas/nincs'), sites.main), undefined);
    t.equal(planSupportPage(undefined, url('/tamogatas'), sites.regional), undefined);
  },
);

t.test('§5 404 while the donations flag is 1, on every state', async (t) => {
  for (const state of [null, 'belepes', 'profil', 'hiba', 'siker'] as const) {
    t.same(
      build(`/tamogatas${state ? `/${state}` : ''}`, state, { donations: '1', profile: signedInProfile() }),
      { kind: 'not-found' },
      String(state),
    );
  }
  const regional = buildSupportPage(
    { init: frontendInit() },
    { ...pageContext('/tamogatas', sites.regional), state: null, signedIn: false },
  );
  t.same(regional, { kind: 'not-found' }, 'the regional edition, whatever the loader asked');
});

t.test('/tamogatas: monthly and one-time amounts in forints, what the money does, the newsroom’s text', async (t) => {
  const page = build('/tamogatas', null, { doc: { title: 'Támogass!', content: '<p>A szerkesztőségtől.</p>' } });
  const d = data(page);
  if (d.state !== null) throw new Error('landing expected');
  t.equal(d.offer.currency, 'HUF');
  t.same(
    d.offer.monthly.map((a) => a.amount),
    SUPPORT_AMOUNTS.HUF.monthly,
  );
  t.equal(d.offer.monthly[1].label, `2${NBSP}000${NBSP}Ft`, 'Ft with a space every three digits (§5)');
  t.ok(d.offer.oneTime.length > 0 && d.offer.uses.length > 0);
  t.same([d.title, d.content], ['Támogass!', '<p>A szerkesztőségtől.</p>']);
  t.same(
    page.kind === 'page' && page.cache,
    { rule: 'list', purgeKeys: ['support', 'doc-tamogatas'] },
    'shared, and purged with the document',
  );
  const bare = data(build('/tamogatas', null, { doc: null }));
  t.same(
    bare.state === null && [bare.title, bare.content],
    ['Támogasd a független újságírást', null],
    'without the document',
  );
});

t.test('every outcome a handler reports is shown on its own page, and nowhere else', async (t) => {
  for (const [outcome, { state, text, tone }] of Object.entries(SUPPORT_OUTCOMES) as [
    SupportOutcome,
    (typeof SUPPORT_OUTCOMES)[SupportOutcome],
  ][]) {
    const profile = state === 'profil' ? signedInProfile() : undefined;
    // a payment's outcome only as the provider tells it of the reader's checkout
    const checkout: CheckoutAnswer = { kind: 'outcome', outcome };
    const d = data(build(`/tamogatas/${state}?eredmeny=${outcome}`, state, { profile, signedIn: !!profile, checkout }));
    t.same(d.notice, { outcome, tone, text }, `${outcome} on ${state}`);
    const elsewhere = state === 'hiba' ? 'siker' : 'hiba';
    const there = build(`/tamogatas/${elsewhere}?eredmeny=${outcome}`, elsewhere);
    t.same(
      there.kind === 'page' ? there.data.notice : there,
      elsewhere === 'siker' ? { kind: 'redirect', location: '/tamogatas', status: 302 } : null,
      `${outcome} is not shown on ${elsewhere}`,
    );
  }
  t.equal(
    data(build('/tamogatas/belepes?eredmeny=<script>', 'belepes')).notice,
    null,
    'reader input that names no outcome',
  );
  t.equal(
    data(build('/tamogatas/belepes?eredmeny=toString', 'belepes')).notice,
    null,
    'nor a property of every object',
  );
});

t.test('belepes: the code form comes first once a mail has gone out or a code was wrong', async (t) => {
  const awaiting = (q: string) => {
    const d = data(build(`/tamogatas/belepes${q}`, 'belepes'));
    return d.state === 'belepes' && d.awaitingCode;
  };
  t.equal(awaiting(''), false);
  t.equal(awaiting('?eredmeny=elkuldve'), true);
  t.equal(awaiting('?eredmeny=hibas-kod'), true);
  t.equal(awaiting('?eredmeny=lejart'), false, 'an expired sign-in starts over with the address');
});

t.test('the profile: the view, the confirmation the handlers ask for, and never shared', async (t) => {
  const page = build('/tamogatas/profil?eredmeny=belepve', 'profil', { signedIn: true, profile: signedInProfile() });
  t.same(page.kind === 'page' && page.cache, { rule: 'private', purgeKeys: [] });
  const d = data(page);
  if (d.state !== 'profil' || d.profile.kind !== 'profile') throw new Error('profile expected');
  t.equal(d.profile.csrf, 'token-of-the-session', 'the forms’ token');
  t.equal(d.profile.view.email, 'tamogato@example.hu');
  t.equal(d.profile.confirmation, null);

  const asking = data(
    build('/tamogatas/profil?megerosites=lemondas&fizetes=41', 'profil', {
      signedIn: true,
      profile: signedInProfile(),
    }),
  );
  t.match(asking.state === 'profil' && asking.profile.kind === 'profile' && asking.profile.confirmation, {
    kind: 'lemondas',
    payment: { paymentId: '41' },
  });
  const foreign = data(
    build('/tamogatas/profil?megerosites=lemondas&fizetes=42', 'profil', {
      signedIn: true,
      profile: signedInProfile(),
    }),
  );
  t.equal(
    foreign.state === 'profil' && foreign.profile.kind === 'profile' && foreign.profile.confirmation,
    null,
    'not an active recurring payment of theirs: nothing to confirm',
  );
  const deleting = data(
    build('/tamogatas/profil?megerosites=torles', 'profil', { signedIn: true, profile: signedInProfile() }),
  );
  t.match(deleting.state === 'profil' && deleting.profile.kind === 'profile' && deleting.profile.confirmation, {
    kind: 'torles',
  });

  for (const answer of [{ kind: 'signed-out' }, { kind: 'unavailable' }] as const) {
    const other = build('/tamogatas/profil', 'profil', { profile: answer });
    t.same(
      other.kind === 'page' && [other.data.state === 'profil' && other.data.profile, other.cache.rule],
      [answer, 'private'],
      `${answer.kind}: private too`,
    );
  }
  t.same(
    data(build('/tamogatas/profil', 'profil')).state === 'profil' && data(build('/tamogatas/profil', 'profil')),
    { kind: 'support', state: 'profil', notice: null, signedIn: false, profile: { kind: 'signed-out' } },
    'no answer: signed out',
  );
});

t.test('the profile’s payments: a page past the last goes to the last', async (t) => {
  t.same(
    build('/tamogatas/profil?oldal=9', 'profil', {
      signedIn: true,
      profile: signedInProfile({ page: 9, totalPages: 2 }),
    }),
    { kind: 'redirect', location: '/tamogatas/profil?oldal=2', status: 302 },
  );
  t.same(
    build('/tamogatas/profil?oldal=5', 'profil', {
      signedIn: true,
      profile: signedInProfile({ page: 5, totalPages: 1 }),
    }),
    { kind: 'redirect', location: '/tamogatas/profil', status: 302 },
    'page 1 has no oldal (§5)',
  );
  t.equal(
    build('/tamogatas/profil?oldal=2', 'profil', {
      signedIn: true,
      profile: signedInProfile({ page: 2, totalPages: 2 }),
    }).kind,
    'page',
  );
});

t.test('a signed-in reader’s copy of any supporter page is private; an anonymous one is shared', async (t) => {
  for (const state of [null, 'belepes', 'hiba'] as const) {
    const path = `/tamogatas${state ? `/${state}` : ''}`;
    const anonymous = build(path, state);
    const signedIn = build(path, state, { signedIn: true });
    t.same(
      [anonymous.kind === 'page' && anonymous.cache.rule, signedIn.kind === 'page' && signedIn.cache],
      ['list', { rule: 'private', purgeKeys: [] }],
      path,
    );
    t.equal(data(signedIn).signedIn, true, 'and knows it, to link to the profile');
  }
});

t.test('siker thanks only for a payment the provider says the reader’s own checkout made', async (t) => {
  const url = (p: string) => new URL(p, 'https://telex.example');
  const paid: CheckoutAnswer = { kind: 'outcome', outcome: 'fizetve-havi' };
  const toSupport = { kind: 'redirect', location: '/tamogatas', status: 302 };
  for (const path of ['/tamogatas/siker', '/tamogatas/siker?eredmeny=fizetve-havi', '/tamogatas/siker?eredmeny=x']) {
    t.equal(planSupportPage('siker', url(path), sites.main)?.checkout, true, `${path}: the provider is asked`);
    t.same(build(path, 'siker'), toSupport, `${path} opened without a checkout: to the support page`);
    t.same(build(path, 'siker', { checkout: { kind: 'none' } }), toSupport, `${path}: a checkout the provider lacks`);
  }
  t.same(
    build('/tamogatas/siker?eredmeny=fizetve-egyszeri', 'siker', {
      checkout: { kind: 'outcome', outcome: 'fizetes-megszakitva' },
    }),
    toSupport,
    'a checkout left unpaid is thanked for nothing',
  );
  t.same(
    build('/tamogatas/siker', 'siker', { checkout: { kind: 'unknown' } }),
    { kind: 'redirect', location: '/tamogatas/hiba?eredmeny=fizetes-ismeretlen', status: 302 },
    'the provider silent: says so',
  );
  for (const path of ['/tamogatas/siker', '/tamogatas/siker?eredmeny=fizetve-egyszeri']) {
    const page = build(path, 'siker', { checkout: paid });
    t.same(page.kind === 'page' && page.cache, { rule: 'private', purgeKeys: [] }, `${path}: the reader’s alone`);
    t.same(
      data(page).notice,
      { outcome: 'fizetve-havi', tone: 'ok', text: SUPPORT_OUTCOMES['fizetve-havi'].text },
      'the provider’s word',
    );
  }
  t.equal(planSupportPage('siker', url('/tamogatas/siker?eredmeny=torolve'), sites.main)?.checkout, false);
  t.equal(data(build('/tamogatas/siker?eredmeny=torolve', 'siker')).notice?.outcome, 'torolve', 'not a payment');
});
