// §4 ad slots, after the reader consented to ads: the ad-service adapter. The ad service's script speaks the Google
// Publisher Tag command-queue API (googletag.cmd, defineSlot, pubads().setTargeting, display, destroySlots), which
// the production service and our fake (stand-ins/ad-service/main.ts) both implement. For each slot the page's build
// step placed (shared/page-ads.ts) this picks the unit of the reader's platform (the app's in the webview; otherwise
// desktop from 768 px, §9), builds its unit path from the network id and the slot name (§7), sets the page's
// targeting (url, url2, type, slug, tags, slug2, visitedTags; shared/ad-targeting.ts) and requests it by its load
// mode: early at once, lazy when it comes within its observer margin, delayed 2 s after that. States: empty →
// initialised → loaded (requested) → filled or unfilled; the returned cleanup destroys every slot (route change).
import type { AdPosition, AdUnitView } from '../../shared/ad-slots.ts';
import {
  adTargeting,
  parseVisitedTags,
  rememberVisitedTags,
  VISITED_TAGS_STORAGE_KEY,
} from '../../shared/ad-targeting.ts';
import { AD_DELAY_MS, AD_DESKTOP_MIN_WIDTH } from '../../shared/constants.ts';
import type { PageAds } from '../../shared/page-ads.ts';
import type { BootData } from '../../shared/pages/boot-data.ts';
import { PENDING_BOX_SELECTOR } from '../components/pending-box.tsx';
import { keepFootRoom } from '../foot-room.ts';

/** The part of the ad service's API this adapter uses (a subset of Google Publisher Tag). */
export interface AdServiceSlot {
  addService(service: AdServicePubads): AdServiceSlot;
  setTargeting(key: string, value: string | string[]): AdServiceSlot;
  getSlotElementId(): string;
}
export interface AdServicePubads {
  setTargeting(key: string, value: string | string[]): AdServicePubads;
  clearTargeting(key?: string): AdServicePubads;
  addEventListener(
    type: 'slotRenderEnded',
    listener: (event: { slot: AdServiceSlot; isEmpty: boolean; size: number[] | null }) => void,
  ): AdServicePubads;
}
export interface AdServiceTag {
  cmd: { push(command: () => void): unknown };
  defineSlot(unitPath: string, sizes: number[][], elementId: string): AdServiceSlot | null;
  display(elementId: string): void;
  destroySlots(slots?: AdServiceSlot[]): boolean;
  enableServices(): void;
  pubads(): AdServicePubads;
}

declare global {
  interface Window {
    googletag?: AdServiceTag;
  }
}

let serviceReady = false;
let counter = 0;

/** The service's script, once per document; its command queue takes our commands until (and after) it arrives. */
function adService(script: string): AdServiceTag {
  const tag = (window.googletag ??= { cmd: [] } as unknown as AdServiceTag);
  if (!serviceReady) {
    serviceReady = true;
    const el = document.createElement('script');
    el.src = script;
    el.async = true;
    el.dataset.adService = '';
    document.head.append(el);
    tag.cmd.push(() => {
      tag.pubads().addEventListener('slotRenderEnded', (event) => {
        const slotElement = document.getElementById(event.slot.getSlotElementId());
        if (slotElement) slotElement.dataset.state = event.isEmpty ? 'unfilled' : 'filled';
      });
      tag.enableServices();
    });
  }
  return tag;
}

/**
 * Runs `then` once no streamed box is still a placeholder: until then a slot below one sits far higher than it will
 * (the sidebar's 420 px placeholder stands for boxes thousands of pixels tall), and "in view" would be a slot the
 * reader never scrolled to. Returns a cancel for a page left before that.
 */
function whenBoxesArrived(then: () => void): () => void {
  const pending = () => document.querySelector(PENDING_BOX_SELECTOR) !== null;
  if (!pending()) {
    then();
    return () => {};
  }
  const watcher = new MutationObserver(() => {
    if (pending()) return;
    watcher.disconnect();
    then();
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  return () => watcher.disconnect();
}

function readVisitedTags(): string[] {
  try {
    return parseVisitedTags(localStorage.getItem(VISITED_TAGS_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function showAds(ads: PageAds, service: NonNullable<BootData['ads']>, inApp: boolean): () => void {
  const tag = adService(service.script);
  const visited = readVisitedTags();
  const targeting = adTargeting(ads.targeting, location.pathname, visited);
  try {
    localStorage.setItem(VISITED_TAGS_STORAGE_KEY, JSON.stringify(rememberVisitedTags(visited, ads.targeting.tags)));
  } catch {
    // storage blocked: targeting goes without the reader's history
  }
  tag.cmd.push(() => {
    const pubads = tag.pubads().clearTargeting();
    for (const [key, value] of Object.entries(targeting)) pubads.setTargeting(key, value);
  });

  const desktop = !inApp && matchMedia(`(min-width: ${AD_DESKTOP_MIN_WIDTH}px)`).matches;
  const defined: AdServiceSlot[] = [];
  const cleanups: (() => void)[] = [];
  let left = false;
  for (const el of document.querySelectorAll<HTMLElement>('.ad-slot[data-slot]')) {
    const view = ads.slots[el.dataset.slot as AdPosition];
    const unit: AdUnitView | null | undefined = desktop ? view?.d : view?.m;
    if (!unit) continue;
    el.id ||= `hirdetes-${el.dataset.slot}-${++counter}`;
    el.dataset.state = 'initialised';
    el.dataset.unit = `/${service.network}/${unit.n}`;
    const load = () => {
      el.dataset.state = 'loaded';
      tag.cmd.push(() => {
        if (left) return;
        const slot = tag.defineSlot(
          el.dataset.unit!,
          unit.s.map(([w, h]) => [w, h]),
          el.id,
        );
        if (!slot) return;
        slot.addService(tag.pubads());
        if (unit.sa) slot.setTargeting('setupad', '1');
        defined.push(slot);
        tag.display(el.id);
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        if (unit.l === 'delayed') timer = setTimeout(load, AD_DELAY_MS);
        else load();
      },
      { rootMargin: `${unit.m}px 0px` },
    );
    if (unit.l === 'early') load();
    else cleanups.push(whenBoxesArrived(() => observer.observe(el)));
    cleanups.push(() => {
      clearTimeout(timer);
      observer.disconnect();
      el.dataset.state = 'empty';
    });
    // fixed over the screen's foot: the page ends its height lower, so the footer can be scrolled clear of it
    if (el.dataset.slot === 'sticky') cleanups.push(keepFootRoom(el, '--sticky-ad-height'));
  }
  return () => {
    left = true;
    for (const cleanup of cleanups) cleanup();
    tag.cmd.push(() => {
      if (defined.length > 0) tag.destroySlots(defined.splice(0));
    });
  };
}
