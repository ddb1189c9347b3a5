// §9 pagination as plain links, so it works before (and without) JavaScript.
import { Link, useLocation } from 'react-router';
import { pageHref } from '../../shared/page-param.ts';
import { paginationModel } from '../../shared/pagination.ts';

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const model = paginationModel(page, totalPages);
  const href = (p: number) => pageHref(pathname, search, p);
  const arrow = (target: number | null, label: string, glyph: string) =>
    target === null ? (
      <span className="pagination__arrow pagination__arrow--off" aria-hidden="true">
        {glyph}
      </span>
    ) : (
      <Link className="pagination__arrow" to={href(target)} aria-label={label}>
        {glyph}
      </Link>
    );
  return (
    <nav className="pagination" aria-label="Lapozás">
      {arrow(model.first, 'Első oldal', '«')}
      {arrow(model.previous, 'Előző oldal', '‹')}
      {model.items.map((item, i) =>
        item.kind === 'gap' ? (
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : item.current ? (
          <span key={item.page} className="pagination__page pagination__page--current" aria-current="page">
            {item.page}
          </span>
        ) : (
          <Link key={item.page} className="pagination__page" to={href(item.page)}>
            {item.page}
          </Link>
        ),
      )}
      {arrow(model.next, 'Következő oldal', '›')}
      {arrow(model.last, 'Utolsó oldal', '»')}
    </nav>
  );
}
