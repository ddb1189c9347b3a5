// What the server hands to the browser once, beside the router's hydration data.
export interface BootData {
  siteDomain: 'main' | 'regional';
  publicOrigin: string;
  /** The server's clock at render time (unix s): the first client render uses it so relative dates hydrate. */
  now: number;
  buildId: string;
  assets: { css: string[]; entry: string; preload: string[] };
  /** The ad service's script, when one is configured: without one, ad slots stay reserved placeholders and no ad code loads. */
  ads: string | null;
  /** §4 the video picture-in-picture's automatic mode (PIP_AUTO_MODE): none, gentle or full */
  pipMode?: string;
}
