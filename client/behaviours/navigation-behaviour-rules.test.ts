// The pure rules behind §2.8 and §9's navigation behaviour: where a navigation scrolls, when the header hides, and
// how many route preloads run at once.
import t from 'tap';
import { nextHeaderState } from './header-visibility.ts';
import { navigationScrollRule } from './navigation-scroll-rule.ts';
import { createPreloadQueue } from './preload-queue.ts';
import {
  HEADER_THRESHOLDS_PX,
  HERO_BREAKPOINT_PX,
  MAX_CONCURRENT_PRELOADS,
} from '../../shared/navigation-constants.ts';

t.test('navigation scroll rule', async (t) => {
  const to = (pathname: string, search = '') => ({ pathname, search });
  t.equal(navigationScrollRule('/legfrissebb', to('/legfrissebb', '?oldal=2')), 'list');
  t.equal(navigationScrollRule('/g7/adat', to('/g7/adat', '?oldal=3')), 'list', 'a front tab is a list');
  t.equal(navigationScrollRule('/rovat/belfold', to('/rovat/belfold', '?oldal=2&isMobileApp=1')), 'keep', 'mobile app');
  for (const p of ['/archivum', '/g7/archivum', '/karakter/archivum'])
    t.equal(navigationScrollRule(p, to(p, '?term=x')), 'keep', p);
  for (const p of ['/rovat/sport', '/rovat/sport-foci', '/after/rovat/sport'])
    t.equal(navigationScrollRule(p, to(p, '?nap=2026-01-01')), 'keep', p);
  for (const p of ['/after', '/g7', '/karakter', '/g7/']) t.equal(navigationScrollRule(p, to(p, '?oldal=2')), 'top', p);
  t.equal(navigationScrollRule('/rovat/belfold', to('/cimke/valasztas')), 'top', 'section → tag');
  t.equal(navigationScrollRule('/szerzo/x', to('/g7/rovat/penz')), 'top', 'author → section');
});

t.test('header visibility thresholds', async (t) => {
  const { top, hero, delta } = HEADER_THRESHOLDS_PX;
  let s = { hidden: false, turn: 0 };
  s = nextHeaderState(s, top, null);
  t.equal(s.hidden, false, 'shown within the top threshold');
  s = nextHeaderState(s, top + delta + 1, null);
  t.equal(s.hidden, true, 'hidden past top and delta');
  s = nextHeaderState(s, 1000, null);
  s = nextHeaderState(s, 1000 - delta + 1, null);
  t.equal(s.hidden, true, 'a move up under the delta keeps it hidden');
  s = nextHeaderState(s, 1000 - delta - 1, null);
  t.equal(s.hidden, false, 'a move up past the delta shows it');
  s = nextHeaderState({ hidden: true, turn: 1000 }, 1200, { bottom: hero + 1, width: HERO_BREAKPOINT_PX });
  t.equal(s.hidden, false, 'shown over a hero on a wide screen');
  s = nextHeaderState({ hidden: false, turn: 1000 }, 1200, { bottom: hero + 1, width: HERO_BREAKPOINT_PX - 1 });
  t.equal(s.hidden, true, 'the hero rule does not apply on narrow screens');
});

t.test('preload queue: at most MAX_CONCURRENT_PRELOADS at once, newest first, each key once', async (t) => {
  const queue = createPreloadQueue();
  const started: number[] = [];
  const release: (() => void)[] = [];
  let peak = 0;
  for (let i = 0; i < 9; i++) {
    queue.add(
      `k${i}`,
      () =>
        new Promise<void>((r) => {
          started.push(i);
          peak = Math.max(peak, queue.running);
          release.push(r);
        }),
    );
  }
  queue.add('k0', async () => t.fail('a key runs once'));
  t.equal(queue.running, MAX_CONCURRENT_PRELOADS);
  release.shift()!();
  await new Promise((r) => setTimeout(r, 0));
  t.same(started, [0, 1, 2, 3, 4, 8], 'the newest waiting request goes next');
  while (release.length) {
    release.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  }
  t.equal(peak, MAX_CONCURRENT_PRELOADS);
  t.equal(started.length, 9);
});
