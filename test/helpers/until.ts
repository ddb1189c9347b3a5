// A wait for a condition read from outside (a page, a store, a server), polled from the test's side.

/** Waits for `read` to give something (a condition, never a fixed time); the time limit only guards against a hang. */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  ms = 20_000,
): Promise<Exclude<T, undefined | null | false | 0 | ''>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value as Exclude<T, undefined | null | false | 0 | ''>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
