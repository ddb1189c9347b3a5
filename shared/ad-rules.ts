// §6 ad suppression: one rule for every page. An article's flags and super-tags, or a list's section, decide whether
// the page shows every slot, only PR slots, or none; the page's build step applies it to every slot it places
// (shared/page-ads.ts), so no component can show a slot the rule removed.
import { AD_FREE_SUPER_TAGS, VIDEO_TAG } from './constants.ts';

/** all: every slot; pr-only: only PR slots; none: no ads at all */
export type AdPolicy = 'all' | 'pr-only' | 'none';

/** What the rule looks at. An article gives its own; a list gives its section's super-tag or tag. */
export interface AdSignals {
  flags: readonly { slug: string }[];
  adfree?: boolean;
  adultContent?: boolean;
  pr?: boolean;
  mainSuperTag?: { slug: string } | null;
  superTags: readonly { slug: string }[];
  tags: readonly { slug: string }[];
}

const NO_AD_FLAGS = ['adfree', 'adult-content', 'pr'];

/**
 * Our choice for lists (§6 names only article pages): the sub-sites' PR and native-advertising sections (§2.1 "other
 * section paths": /rovat/after-pr, /rovat/after-nativ, /rovat/g7-pr, /rovat/g7-nativ) list sponsored content like the
 * §6 super-tags do, so their lists keep PR slots only.
 */
export const SPONSORED_SECTIONS = ['after-pr', 'after-nativ', 'g7-pr', 'g7-nativ'] as const;

export function adPolicyOf(a: AdSignals, opts: { isMobileApp: boolean }): AdPolicy {
  if (a.adfree || a.adultContent || a.pr || a.flags.some((f) => NO_AD_FLAGS.includes(f.slug))) return 'none';
  if (opts.isMobileApp && (a.tags.some((t) => t.slug === VIDEO_TAG) || a.flags.some((f) => f.slug === VIDEO_TAG)))
    return 'none';
  const sponsored = new Set<string>([...AD_FREE_SUPER_TAGS, ...SPONSORED_SECTIONS]);
  if ((a.mainSuperTag && sponsored.has(a.mainSuperTag.slug)) || a.superTags.some((s) => sponsored.has(s.slug)))
    return 'pr-only';
  return 'all';
}

export function slotAllowed(policy: AdPolicy, slot: { readonly pr?: boolean } | object): boolean {
  return policy === 'all' || (policy === 'pr-only' && 'pr' in slot && slot.pr === true);
}
