// A link to a page of this site that navigates in the app on a plain click (client/follow-in-app.ts), for the few
// single links every article page renders (the logo, the section above the title, the sidebar's support link, the
// newsletter box's 'all newsletters'): a React Router <Link> costs several hooks in every server render.
import type { AnchorHTMLAttributes } from 'react';
import { useFollowInApp } from '../follow-in-app.ts';

export function AppLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = useFollowInApp();
  return <a href={to} onClick={follow} {...rest} />;
}
