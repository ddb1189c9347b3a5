// The sports components' links as React Router links, so a page's links navigate inside the app (sport-link.tsx).
import { Link } from 'react-router';
import type { SportLinkProps } from './sport-link.tsx';

export function RouterLink({ to, ...rest }: SportLinkProps) {
  return <Link to={to} {...rest} />;
}
