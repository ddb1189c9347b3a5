// What marks a click-to-load card (shared/embed-card.ts). A module of its own: every page's first JavaScript asks
// whether the page holds one (client/behaviours/use-embed-cards.ts), and esbuild would put whatever else a shared
// module exports that a lazy chunk uses into the chunk every page loads (decision 008's budget).
export const EMBED_CARD_SELECTOR = '[data-embed-card]';
