// The reader's consent: the site's consent script (§3 Site config: consent script path; ours is
// client/consent/consent-dialog.ts) asks once, remembers the choice in local storage and announces it with a window
// event; ads, analytics and social code load only for the purposes the reader allowed. Names shared by the dialog,
// the browser's services and the tests.
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent-key.ts';

export { CONSENT_EVENT, CONSENT_STORAGE_KEY, CONSENT_VERSION };
/** The consent script's API on window, once it has loaded. */
export const CONSENT_API = 'hirportalConsent';

/** 'embeds': the third-party players a page frames (YouTube, Spotify…; decision 052, shared/embed-providers.ts). */
export const CONSENT_PURPOSES = ['ads', 'analytics', 'social', 'embeds'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentChoice = { v: number; at: number } & Record<ConsentPurpose, boolean>;

export interface ConsentApi {
  /** the stored choice, or null when the reader has not chosen (or chose under an older version) */
  get(): ConsentChoice | null;
  /** shows the dialog (the footer's link); focus returns to where it was when it closes */
  open(): void;
}

/** The stored choice, or null when it is missing, malformed or from an older version of the dialog. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null || value.v !== CONSENT_VERSION || typeof value.at !== 'number')
      return null;
    if (!CONSENT_PURPOSES.every((p) => typeof value[p] === 'boolean')) return null;
    return {
      v: CONSENT_VERSION,
      at: value.at,
      ads: value.ads as boolean,
      analytics: value.analytics as boolean,
      social: value.social as boolean,
      embeds: value.embeds as boolean,
    };
  } catch {
    return null;
  }
}

export function consentChoice(allowed: Partial<Record<ConsentPurpose, boolean>>, at: number): ConsentChoice {
  return {
    v: CONSENT_VERSION,
    at,
    ads: !!allowed.ads,
    analytics: !!allowed.analytics,
    social: !!allowed.social,
    embeds: !!allowed.embeds,
  };
}

/** Each purpose as the dialog and an embed's click-to-load card name it (Hungarian, informal). */
export const CONSENT_PURPOSE_TEXT: Record<ConsentPurpose, { label: string; detail: string }> = {
  ads: {
    label: 'Hirdetések',
    detail: 'A hirdetési szolgáltató a cikk címkéi és az általad nemrég olvasott témák alapján választ hirdetést.',
  },
  analytics: {
    label: 'Látogatásmérés',
    detail: 'Saját, névtelen számlálás: melyik oldalt hányszor nyitották meg. Azonosítót nem tárolunk.',
  },
  social: {
    label: 'Közösségi média',
    detail:
      'A Facebook oldaldoboza (követés gomb) és a cikkekbe ágyazott Facebook- és X-bejegyzések; betöltésükkor a szolgáltató adatot kap a látogatásodról.',
  },
  embeds: {
    label: 'Beágyazott tartalmak',
    detail:
      'YouTube-videók, Spotify-lejátszók és más szolgáltatók beágyazott tartalmai; betöltésükkor a szolgáltató adatot kap a látogatásodról.',
  },
};

/** The reader's stored choice, read where it is kept; null also when storage is blocked (then nothing was stored). */
export function storedConsent(): ConsentChoice | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Stores a choice and announces it (the dialog's buttons; an embed card's "allow" button, which adds its purpose to
 * what the reader allowed before). A choice that cannot be stored holds for this page only.
 */
export function saveConsent(allowed: Partial<Record<ConsentPurpose, boolean>>, at: number): ConsentChoice {
  const choice = consentChoice(allowed, at);
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // storage blocked
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
  return choice;
}

/** The purposes a reader withdrew going from one choice to the next (their code is already in the page). */
export function withdrawnPurposes(before: ConsentChoice | null, after: ConsentChoice | null): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((p) => !!before?.[p] && !after?.[p]);
}

/** The consent script's file in the client build's assets (tooling/build.ts builds it; the BFF serves it per site). */
export const CONSENT_SCRIPT_ASSET = 'consent-dialog.js';
export const CONSENT_SCRIPT_SOURCE = 'client/consent/consent-dialog.ts';
