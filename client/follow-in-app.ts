// One click handler for a list of plain links, instead of a React Router <Link> per link: a sidebar holds some forty
// cards on every article page, the header, the article's tags and authors and the footer another thirty links, and
// each <Link> costs several hooks in every server render. A plain left
// click on a same-site link navigates in the app, as a <Link> would; anything else (a new tab, a modifier, another
// site, a link marked data-reload such as a feed the server answers) is left to the browser.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** The handler for a list's `onClick`: its plain same-site links navigate in the app. */
export function useFollowInApp(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    // a path on this site: one '/', not '//host' or '/\host' (browsers read both as another site)
    if (
      !href ||
      !/^\/(?![/\\])/.test(href) ||
      link!.target ||
      link!.hasAttribute('data-reload') ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void navigate(href);
  };
}
