// A reserved list or sidebar ad slot (§3 Ad slot, §9 breakpoint 768 px), loaded lazily like an article's (watch-ad-slots.ts);
// which platform sees one is CSS (.ad-slot--mobile below 768 px, .ad-slot--desktop from 768 px), so a cached page
// is the same for every reader.
export function AdSlot({ name, platform }: { name: string; platform: 'mobile' | 'desktop' }) {
  return <div className={`ad-slot ad-slot--${platform}`} data-slot={name} data-load="lazy" data-state="empty" aria-hidden="true" />;
}
