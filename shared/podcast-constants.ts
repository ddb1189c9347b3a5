// The podcast pages', player's and picture-in-picture's numbers and names (§4, §9), apart from
// constants.ts: esbuild puts every used export of a shared module in one chunk, and the article page's first
// JavaScript must not carry what only the player (its own chunk) needs.

/** Where the podcasts live: /podcast (all), /podcast/{podcast}, /podcast/{podcast}/{episode} (decision 021-podcast-urls). */
export const PODCASTS_PATH = '/podcast';

/** The player remembers each episode's position (local storage) at most this often while it plays, and on every stop. */
export const PLAYER_SAVE_EVERY_S = 5;
/** A remembered position this close to the end starts the episode again from the beginning. */
export const PLAYER_RESUME_END_MARGIN_S = 5;
/** Positions of this many episodes are remembered, the most recently played kept. */
export const PLAYER_POSITIONS_KEPT = 50;
export const PLAYER_POSITIONS_STORAGE_KEY = 'hirportal:podcast-positions';
/** The bar's skip buttons. */
export const PLAYER_SKIP_S = 15;

export const PIP_DEFAULT_LABEL = 'élő'; // §3 pip status default label
/** §4 video picture-in-picture: how the pip may open by itself. */
export const PIP_AUTO_MODES = ['none', 'gentle', 'full'] as const;
export type PipAutoMode = (typeof PIP_AUTO_MODES)[number];
export const PIP_AUTO_MODE_DEFAULT: PipAutoMode = 'gentle';
/** sessionStorage: the live video the reader dismissed (it stays away until the editors show another). */
export const PIP_STORAGE_KEY = 'hirportal:pip';
