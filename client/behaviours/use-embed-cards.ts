// Third-party frames wait for consent as click-to-load cards (shared/embed-card.ts): their behaviour is a
// chunk of its own, asked for after each page change only when the page holds a card, so a page without one (the
// plain article) loads none of it.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { EMBED_CARD_SELECTOR } from '../../shared/embed-card-selector.ts';

export function useEmbedCards(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (document.querySelector(EMBED_CARD_SELECTOR))
      void import('../embeds/embed-cards.chunk.ts').then((m) => m.activateEmbedCards());
  }, [key]);
}
