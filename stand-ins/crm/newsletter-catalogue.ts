// The newsletters a supporter can choose (the `newsletter {subscribe, code}` action of §7 names one by its code).
export interface NewsletterList {
  code: string;
  name: string;
}

export const NEWSLETTER_LISTS: readonly NewsletterList[] = [
  { code: 'napi', name: 'Napi összefoglaló' },
  { code: 'heti', name: 'Heti válogatás' },
  { code: 'g7', name: 'G7 – gazdasági hírlevél' },
  { code: 'karakter', name: 'Karakter – kulturális ajánló' },
  { code: 'after', name: 'After – életmód' },
  { code: 'tamogatoi', name: 'Támogatói levél' },
  { code: 'transtelex', name: 'Transtelex hírlevél' },
];
