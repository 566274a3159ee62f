import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInMenu } from './menu';

/**
 * A link to a page of the menu, for whoever has that page in its menu; to anyone else nothing
 * (or, with `plain`, its words without the link): a link it may not follow would end on 404.
 */
export default function MenuLink({ to, plain, children }: { to: string; plain?: boolean; children: ReactNode }) {
  const open = useInMenu(to);
  if (open) return <Link to={to}>{children}</Link>;
  return plain ? <>{children}</> : null;
}
