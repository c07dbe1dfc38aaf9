// The one way app code links to a portal route (issue 27 item 4): react-router's Link/NavLink,
// rendered only when the tenant has the target page (routeAvailable: the owning remote enabled
// and the page not switched off). Otherwise the words stay as plain text, or nothing for links
// that only exist to go there (buttons, "see all"). Lint keeps raw Link/NavLink out of the apps.
import type { ReactNode } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
// By the core's entry, not its file: wherever the kit is bundled it then reads the configuration
// atom of the one core singleton the shell sets, never a bundled copy of it.
import { useRouteAvailable } from '@portal/shared';

/** What an unavailable link becomes: its children as plain text (default), or nothing. */
export type RouteLinkFallback = 'text' | 'none';

interface FallbackProps {
  /** Default 'text': the link's words without the link; 'none' for buttons and links that are only a way there. */
  whenOff?: RouteLinkFallback;
}

const targetOf = (to: LinkProps['to']): string => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);

function Fallback({ whenOff, children }: { whenOff: RouteLinkFallback; children: ReactNode }) {
  return whenOff === 'none' ? null : <span data-route-off="">{children}</span>;
}

export type RouteLinkProps = LinkProps & FallbackProps;

export function RouteLink({ whenOff = 'text', ...props }: RouteLinkProps) {
  const available = useRouteAvailable(targetOf(props.to));
  return available ? <Link {...props} /> : <Fallback whenOff={whenOff}>{props.children}</Fallback>;
}

export type RouteNavLinkProps = NavLinkProps & FallbackProps;

export function RouteNavLink({ whenOff = 'none', ...props }: RouteNavLinkProps) {
  const available = useRouteAvailable(targetOf(props.to));
  if (available) return <NavLink {...props} />;
  const children = typeof props.children === 'function' ? props.children({ isActive: false, isPending: false, isTransitioning: false }) : props.children;
  return <Fallback whenOff={whenOff}>{children}</Fallback>;
}
