// §4 colour mode, applied before the first paint: a blocking classic script in <head> (allowed by the CSP as
// 'self', no inline code) sets data-theme="light|dark" on <html>. A page's <meta name="color-scheme-force"> wins;
// otherwise the reader's stored preference (localStorage "colorMode": light or dark; absent means system);
// otherwise the system setting. It keeps the attribute current: a forced meta parsed later or swapped in by a
// client navigation, a choice in the header's select[data-color-mode] (this script owns that control too, which
// keeps its code out of the page's JavaScript budget), another tab, the system setting.
// React never renders data-theme or the select's value, so hydration leaves both alone. Keys match
// shared/constants.ts (COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_FORCE_META).
(function () {
  var KEY = 'colorMode';
  var root = document.documentElement;
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  function pick(value) {
    return value === 'light' || value === 'dark' ? value : null;
  }
  function stored() {
    try {
      return pick(localStorage.getItem(KEY));
    } catch (e) {
      return null;
    }
  }
  function apply() {
    var meta = document.querySelector('meta[name="color-scheme-force"]');
    var forced = pick(meta && meta.getAttribute('content'));
    var theme = forced || stored() || (system.matches ? 'dark' : 'light');
    if (root.getAttribute('data-theme') !== theme) root.setAttribute('data-theme', theme);
    var selects = document.querySelectorAll('select[data-color-mode]');
    for (var i = 0; i < selects.length; i++) {
      selects[i].value = stored() || 'system';
      selects[i].disabled = !!forced;
    }
  }
  apply();
  // §4 newsletter prompt hide: pages are cached for every reader alike, so the reader's hide cookies are read here,
  // before the first paint, into an attribute React never renders; styles/engage.css hides the prompt by it
  // (client/components/newsletter-prompt.chunk.tsx, shared/newsletter-prompt-hide.ts).
  root.setAttribute('data-hirlevel-rejtve', document.cookie.match(/\bhirlevel_rejtve_\w+(?==)/g) || '');
  // Decision 054: an ad slot shows only for a reader whose stored consent allows ads
  // (client/components/ad-slot.tsx, styles/ads.css), decided before the first paint so a slot that shows reserves its
  // room from the start and one that does not never appears and leaves; a choice made on the page (the consent event)
  // is applied at once, right after the reader's click. Key, version and event match shared/consent-key.ts
  // (shared/ad-slot-table.test.ts checks).
  function markAdsAllowed() {
    var allowed = false;
    try {
      var choice = JSON.parse(localStorage.getItem('consent') || 'null');
      allowed = !!choice && choice.v === 2 && choice.ads === true;
    } catch (e) {
      // storage blocked or a malformed choice: no ads
    }
    if (allowed) root.setAttribute('data-ads-allowed', '');
    else root.removeAttribute('data-ads-allowed');
  }
  markAdsAllowed();
  window.addEventListener('hirportal:consent', markAdsAllowed);
  // Head changes: the forced meta arriving during parsing, or React swapping page metas on a client navigation.
  new MutationObserver(apply).observe(document.head, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['content'],
  });
  document.addEventListener('DOMContentLoaded', apply);
  document.addEventListener('change', function (e) {
    var select = e.target;
    if (!select.matches || !select.matches('select[data-color-mode]')) return;
    try {
      if (pick(select.value)) localStorage.setItem(KEY, select.value);
      else localStorage.removeItem(KEY);
    } catch (err) {
      // Storage blocked: nothing to remember the choice in.
    }
    apply();
  });
  system.addEventListener('change', apply);
  window.addEventListener('storage', function (e) {
    if (e.key === KEY) apply();
  });
})();
