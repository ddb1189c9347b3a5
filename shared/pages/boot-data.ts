// What the server hands to the browser once, beside the router's hydration data.
export interface BootData {
  siteDomain: 'main' | 'regional';
  publicOrigin: string;
  /** Each domain's public origin: a story's canonical URL is on its home site's domain, wherever it is read. */
  publicOrigins: { main: string; regional: string };
  /** The server's clock at render time (unix s): the first client render uses it so relative dates hydrate. */
  now: number;
  buildId: string;
  assets: { css: string[]; entry: string; preload: string[] };
  /**
   * The ad service (§7): its script and the network id unit paths start with. Without one, ad slots stay reserved
   * placeholders and no ad code loads; with one, ads load only after the reader's consent.
   */
  ads: { script: string; network: string } | null;
  /** §3 the site's consent script (its path per site); it runs before any ad, analytics or social code */
  consent: string;
  /** §7 the social SDK (v3.2, Hungarian locale), when configured; it loads only after consent, where a plugin shows */
  social: string | null;
  /** §4 the video picture-in-picture's automatic mode (PIP_AUTO_MODE): none, gentle or full */
  pipMode?: string;
}
