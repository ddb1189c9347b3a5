// How the sports components link: a plain <a> by default; a page passes React Router's Link (same `to` prop) so
// the links navigate inside the app. The components never know routes: every href comes from the page.
import type { ReactNode } from 'react';

export interface SportLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

export type SportLink = (props: SportLinkProps) => ReactNode;

export function PlainLink({ to, ...rest }: SportLinkProps) {
  return <a href={to} {...rest} />;
}
