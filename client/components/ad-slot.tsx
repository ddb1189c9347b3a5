// A reserved ad slot (§3 Ad slot, §9 breakpoint 768 px). Slots are placeholders until an ad service is configured;
// which platform sees one is CSS (.ad-slot--mobile below 768 px, .ad-slot--desktop from 768 px), so a cached page
// is the same for every reader.
export function AdSlot({ name, platform }: { name: string; platform: 'mobile' | 'desktop' }) {
  return <div className={`ad-slot ad-slot--${platform}`} data-ad-slot={name} aria-hidden="true" />;
}
