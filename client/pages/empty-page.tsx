/** /empty: a blank page the mobile app loads into a webview before it navigates it (§2.1). */
export function EmptyPage() {
  return (
    <main id="tartalom" className="page--empty">
      <title>{'\u00a0'}</title>
    </main>
  );
}
