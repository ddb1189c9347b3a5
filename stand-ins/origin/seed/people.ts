// Fictional bylines and imprint staff. Names combine common Hungarian family and given names in a fixed pattern,
// independent of the corpus seed, so author URLs stay stable between reseeds.
import { slugify } from './slugify.ts';

export const FAMILY_NAMES = [
  'Nagy',
  'Kovács',
  'Tóth',
  'Szabó',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Mészáros',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Balázs',
  'Gál',
  'Kis',
  'Szűcs',
  'Kocsis',
  'Orsós',
  'Pintér',
  'Fodor',
  'Szalai',
  'Sipos',
  'Magyar',
  'Lukács',
  'Gulyás',
  'Biró',
  'Király',
  'László',
  'Katona',
  'Jakab',
  'Bogdán',
  'Sándor',
  'Boros',
  'Fazekas',
  'Kelemen',
  'Antal',
  'Somogyi',
  'Vincze',
  'Hegedűs',
  'Deák',
  'Pap',
  'Illés',
  'Vass',
  'Vörös',
  'Bodnár',
  'Fülöp',
  'Hajdu',
  'Halász',
  'Máté',
  'Székely',
  'Gáspár',
  'Kozma',
  'Pásztor',
  'Bakos',
  'Dudás',
  'Major',
  'Virág',
  'Hegyi',
  'Orosz',
  'Barta',
  'Bartos',
  'Soós',
  'Budai',
  'Nemes',
  'Pál',
  'Vadász',
  'Veres',
  'Kertész',
  'Csizmadia',
  'Bálint',
  'Benkő',
  'Lengyel',
  'Erdős',
  'Szekeres',
  'Győri',
  'Vida',
  'Borbély',
];

export const GIVEN_NAMES = [
  'Anna',
  'Bence',
  'Dóra',
  'Gergely',
  'Eszter',
  'Márton',
  'Zsófia',
  'Dániel',
  'Réka',
  'Ádám',
  'Kata',
  'Balázs',
  'Petra',
  'Tamás',
  'Nóra',
  'Péter',
  'Júlia',
  'Zoltán',
  'Lili',
  'András',
  'Viktória',
  'Gábor',
  'Orsolya',
  'Attila',
  'Krisztina',
  'Levente',
  'Ágnes',
  'Csaba',
  'Boglárka',
  'Máté',
  'Judit',
  'Ákos',
  'Fanni',
  'Szabolcs',
  'Hanna',
  'Kristóf',
  'Enikő',
  'Barnabás',
  'Emese',
  'Botond',
  'Szilvia',
  'Huba',
  'Tímea',
  'Zsolt',
  'Anikó',
  'Örs',
];

const TITLES = [
  'újságíró',
  'rovatvezető',
  'vezető szerkesztő',
  'főmunkatárs',
  'szerkesztő',
  'gyakornok',
  'fotóriporter',
  'tudósító',
];

export interface AuthorSeed {
  id: number;
  slug: string;
  name: string;
  title: string | null;
  avatarSrc: string;
  siteSlug: string;
}

export const AUTHOR_COUNT = 80;
export const REGIONAL_AUTHOR_COUNT = 12;

function personName(i: number): string {
  return `${FAMILY_NAMES[i % FAMILY_NAMES.length]} ${GIVEN_NAMES[(i * 7 + Math.floor(i / GIVEN_NAMES.length)) % GIVEN_NAMES.length]}`;
}

/** ~80 bylines; the last few write for the regional edition. */
export function buildAuthors(): AuthorSeed[] {
  const out: AuthorSeed[] = [];
  const used = new Set<string>();
  for (let i = 0; out.length < AUTHOR_COUNT; i++) {
    const name = personName(i);
    const slug = slugify(name);
    if (used.has(slug)) continue;
    used.add(slug);
    const n = out.length;
    out.push({
      id: n + 1,
      slug,
      name,
      title: n % 3 === 2 ? null : TITLES[n % TITLES.length],
      avatarSrc: `/media/avatar/${slug}.svg`,
      siteSlug: n >= AUTHOR_COUNT - REGIONAL_AUTHOR_COUNT ? 'transtelex' : 'telex',
    });
  }
  return out;
}

export interface StaffSeed {
  name: string;
  role: string;
  grp: string;
}

const STAFF_LAYOUT: readonly { grp: string; role: string; count: number }[] = [
  { grp: 'Főszerkesztő', role: 'főszerkesztő', count: 1 },
  { grp: 'Főszerkesztő-helyettesek', role: 'főszerkesztő-helyettes', count: 2 },
  { grp: 'Szerkesztők', role: 'rovatvezető', count: 3 },
  { grp: 'Szerkesztők', role: 'szerkesztő', count: 4 },
  { grp: 'Újságírók', role: 'újságíró', count: 9 },
  { grp: 'Fotó', role: 'fotóriporter', count: 3 },
  { grp: 'Kiadó', role: 'ügyvezető', count: 1 },
  { grp: 'Kiadó', role: 'kiadói munkatárs', count: 2 },
];

/** ~25 people per site's imprint; journalists reuse bylines of that site, others get their own names. */
export function buildStaff(siteIndex: number, bylines: readonly string[]): StaffSeed[] {
  const out: StaffSeed[] = [];
  let other = 200 + siteIndex * 40;
  let byline = siteIndex * 11;
  for (const slot of STAFF_LAYOUT) {
    for (let k = 0; k < slot.count; k++) {
      const fromBylines = slot.grp === 'Szerkesztők' || slot.grp === 'Újságírók';
      const name = fromBylines && bylines.length > 0 ? bylines[byline++ % bylines.length] : personName(other++);
      out.push({ name, role: slot.role, grp: slot.grp });
    }
  }
  return out;
}

/** A name for photo credits and contributor lists. */
export function creditName(i: number): string {
  return personName(300 + (i % 60));
}
