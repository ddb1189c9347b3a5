// §6 ad suppression on single article pages.
import { AD_FREE_SUPER_TAGS, VIDEO_TAG } from './constants.ts';

/** all: every slot; pr-only: only PR slots; none: no ads at all */
export type AdPolicy = 'all' | 'pr-only' | 'none';

interface AdRelevant {
  flags: readonly { slug: string }[];
  adfree?: boolean;
  adultContent: boolean;
  pr: boolean;
  mainSuperTag: { slug: string };
  superTags: readonly { slug: string }[];
  tags: readonly { slug: string }[];
}

const NO_AD_FLAGS = ['adfree', 'adult-content', 'pr'];

export function adPolicyOf(a: AdRelevant, opts: { isMobileApp: boolean }): AdPolicy {
  if (a.adfree || a.adultContent || a.pr || a.flags.some((f) => NO_AD_FLAGS.includes(f.slug))) return 'none';
  if (opts.isMobileApp && (a.tags.some((t) => t.slug === VIDEO_TAG) || a.flags.some((f) => f.slug === VIDEO_TAG))) return 'none';
  const sponsored = new Set<string>(AD_FREE_SUPER_TAGS);
  if (sponsored.has(a.mainSuperTag.slug) || a.superTags.some((s) => sponsored.has(s.slug))) return 'pr-only';
  return 'all';
}

export function slotAllowed(policy: AdPolicy, slot: { readonly pr?: boolean } | object): boolean {
  return policy === 'all' || (policy === 'pr-only' && 'pr' in slot && slot.pr === true);
}
