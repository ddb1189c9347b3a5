// The newsletters a reader can sign up to (§3 Newsletter subscribe: listCodes). The spec names no codes; these are the
// demo's, one list per editorial site plus a weekly digest. The origin accepts only these codes, the BFF's form
// validates against them, and the UI draws their names; the newsletter document page (/dokumentum/hirlevel, seeded
// by stand-ins/origin/seed/docs-content.ts) lists them from here too, so the form and the page never disagree.

/** The hour (Budapest time) the morning daily goes out. §3 names no hour: the demo's, said once (decision 053). */
export const MORNING_NEWSLETTER_HOUR = 6;

export const NEWSLETTER_LISTS = [
  {
    code: 'napi',
    name: 'Telex napi hírlevél',
    description: `A nap legfontosabb hírei minden reggel ${MORNING_NEWSLETTER_HOUR} órakor.`,
    siteSlug: 'telex',
  },
  {
    code: 'heti',
    name: 'Heti válogatás',
    description: 'Szombatonként a hét legfontosabb történetei egy levélben.',
    siteSlug: 'telex',
  },
  { code: 'g7', name: 'G7 hírlevél', description: 'Gazdaság, pénz és adatok hetente kétszer.', siteSlug: 'g7' },
  {
    code: 'after',
    name: 'After hírlevél',
    description: 'Életmód, kultúra, szórakozás péntekenként.',
    siteSlug: 'after',
  },
  {
    code: 'karakter',
    name: 'Karakter hírlevél',
    description: 'Könyvek, kritikák, portrék vasárnap reggel.',
    siteSlug: 'karakter',
  },
  {
    code: 'transtelex',
    name: 'Transtelex hírlevél',
    description: 'Erdélyi és romániai hírek minden hétköznap.',
    siteSlug: 'transtelex',
  },
] as const;

export type NewsletterListCode = (typeof NEWSLETTER_LISTS)[number]['code'];
export const NEWSLETTER_LIST_CODES: readonly string[] = NEWSLETTER_LISTS.map((l) => l.code);

export function isNewsletterListCode(code: string): code is NewsletterListCode {
  return NEWSLETTER_LIST_CODES.includes(code);
}

/** The list a site's sign-up form ticks by default: the site's own, else the main daily one. */
export function defaultNewsletterList(siteSlug: string): NewsletterListCode {
  return NEWSLETTER_LISTS.find((l) => l.siteSlug === siteSlug)?.code ?? 'napi';
}
