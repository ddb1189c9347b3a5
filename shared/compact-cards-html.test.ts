// The sidebar's card lists are markup built outside React (shared/compact-cards-html.ts). It must be the markup the
// React elements it replaced rendered, escaping included: the browser reads the cards back from it before it hydrates
// (client/restore-dom-backed.ts), and the sidebar's tests and styles look for it.
import t from 'tap';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CompactCard } from './card-article.ts';
import { compactCardsHtml } from './compact-cards-html.ts';
import { relativeDate } from './relative-date.ts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;
const TZ = 'Europe/Budapest';
const cards: CompactCard[] = [
  {
    id: 1,
    url: '/belfold/2026/11/25/a-b',
    title: 'Árvíz & <belvíz> "idézet" meg \'aposztróf\'',
    section: 'Belföld',
    live: true,
    pubDate: NOW - 300,
  },
  {
    id: 2,
    url: '/kulfold/2026/11/24/c?x=1&y=2',
    title: 'Tegnapi <script>alert(1)</script>',
    section: '',
    live: false,
    pubDate: NOW - 86_400,
  },
  {
    id: 3,
    url: 'https://after.example/x',
    title: 'Régi',
    section: 'Gazdaság & Pénz',
    live: false,
    pubDate: NOW - 400 * 86_400,
  },
];

// The elements client/components/compact-card.tsx rendered before (with RelativeTime's bare <time>).
const asReact = (items: CompactCard[]) =>
  renderToStaticMarkup(
    h(
      'ul',
      null,
      items.map((a) =>
        h(
          'li',
          { className: 'mini', key: a.id },
          h(
            'span',
            { className: 'mini__kicker' },
            a.section,
            a.live && h('span', { className: 'badge badge--live' }, 'ÉLŐ'),
          ),
          h('a', { className: 'mini__title', href: a.url }, a.title),
          h('time', { dateTime: new Date(a.pubDate * 1000).toISOString() }, relativeDate(a.pubDate, NOW, TZ)),
        ),
      ),
    ),
  ).replace(/dateTime=/g, 'datetime=');

t.equal(
  `<ul>${compactCardsHtml(cards, NOW, TZ)}</ul>`,
  asReact(cards),
  'the same markup as the React elements, escaping included',
);
t.match(compactCardsHtml(cards, NOW, TZ), />5 perce<\/time>/, "the relative date as of the page's now");
t.match(
  compactCardsHtml(cards, NOW + 600, TZ),
  />15 perce<\/time>/,
  'and a later now gives a later date (the fixed part is cached, the date is not)',
);
t.equal(compactCardsHtml([], NOW, TZ), '', 'no cards, no items');
for (const url of [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,x',
  '//evil.example/x',
  '/\\evil.example/x',
]) {
  t.match(
    compactCardsHtml([{ ...cards[0], url }], NOW, TZ),
    /<a class="mini__title" href="#">/,
    `${url}: links nowhere`,
  );
}
