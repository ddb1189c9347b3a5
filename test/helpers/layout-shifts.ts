// The page's layout shifts, as the Layout Instability API reports them, for tests that hold a page to CLS 0: each
// with what moved and from where to where, since a failure that says only "CLS 0.0005" cannot be followed up (the
// colour mode's shift at 375 px was found only once a run named it).
import type { Page } from 'puppeteer';

export interface LayoutShiftRecord {
  /** ms since the page's start */
  at: number;
  value: number;
  /** within 500 ms of the reader's input: CLS does not count it */
  input: boolean;
  /** each moved element, `tag.class 0,0 10×10 → 0,5 10×10` */
  sources: string[];
}

// The API's entry, which TypeScript's DOM library does not declare.
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** A page function, installed with `page.evaluateOnNewDocument(watchLayoutShifts)` before the page's first byte. */
export function watchLayoutShifts(): void {
  const shifts: LayoutShiftRecord[] = [];
  (window as unknown as { __layoutShifts: LayoutShiftRecord[] }).__layoutShifts = shifts;
  const describe = (node: Node | null) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as LayoutShift[]) {
      shifts.push({
        at: Math.round(e.startTime),
        value: e.value,
        input: e.hadRecentInput,
        sources: e.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far; call after two animation frames, by which every shift drawn has been reported. */
export function layoutShifts(page: Page): Promise<LayoutShiftRecord[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShiftRecord[] }).__layoutShifts);
}

/** CLS of the page so far (the shifts not caused by the reader's input), and each of them on a line of its own for the
 * assertion's message. */
export function cls(shifts: LayoutShiftRecord[]): { value: number; moved: string } {
  const c = shifts.filter((s) => !s.input);
  return {
    value: c.reduce((sum, s) => sum + s.value, 0),
    moved: c.map((s) => `\n  ${s.at} ms ${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join(''),
  };
}
