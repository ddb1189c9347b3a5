// The BFF's time budgets for tests and for pictures of pages. The production defaults (a 1.5 s budget for a secondary
// part, 3 s in the render queue) are right for readers, but on a busy shared machine they would turn a page into a
// 503, or leave a sidebar out of it, at random: here a render may wait its turn, and an upstream answer, as long as a
// test runs. The tests about those budgets (operations, resilience, ssr) set their own.
import type { BffConfig } from '../server/config.ts';

/** Fresh objects each call: a test may change its config's budgets without changing another's. */
export function patientBudgets(): Pick<BffConfig, 'render' | 'upstreamTimeoutMs' | 'renderTimeoutMs'> {
  return {
    render: { concurrency: 12, queueLength: 1_000, waitMs: 120_000 },
    upstreamTimeoutMs: { primary: 60_000, secondary: 30_000 },
    renderTimeoutMs: 120_000,
  };
}
