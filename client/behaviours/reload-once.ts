// A full page load that cannot loop (§4 new build, §8 lazy chunk failure): if we forced one less than
// RELOAD_GUARD_MS ago (the timestamp survives the load in sessionStorage), the caller carries on without it.
import { RELOAD_GUARD_MS, RELOAD_GUARD_STORAGE_KEY } from '../../shared/constants.ts';

/** Loads `href` (default: this page) as a new document; false when the guard holds it back. */
export function reloadOnce(href = location.href): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY));
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(Date.now()));
  } catch {
    // No storage (private mode, blocked): without a guard a reload could loop, so do not reload at all.
    return false;
  }
  location.assign(href);
  return true;
}
