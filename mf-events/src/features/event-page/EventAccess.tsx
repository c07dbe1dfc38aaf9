// What stands in for the player when the viewer may not watch (issue 27 items 1-3), in the terms of
// the tenant's model:
// - offers to buy (a tenant that sells, mf-commerce on): each names what it buys and its price;
//   a signed-out viewer may also sign in, for a ticket or plan they already hold;
// - no offers, signed out (members-only events, or a tenant that sells nothing): sign in or create
//   an account, both returning here (mf-auth follows `?redirect=`);
// - no offers, signed in: why not, instead of a dead end.
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAuthenticatedAtom, useCustomerConfig, type EventMedia } from '@portal/shared';
import { buttonStyles, RouteLink } from '@portal/shared/ui';
import { commerceOptionsQuery } from './extras/get-event-extras.ts';
import { commerceOn } from '../../common/access.ts';
import { BuyOptions } from './BuyOptions.tsx';

type Props = {
  event: Pick<EventMedia, 'id' | 'commerceCoverage'>;
  compact?: boolean;
  /** The panel's heading, focused when the viewer presses Play on an event they cannot watch. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function EventAccess({ event, compact = false, headingRef }: Props) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  // Several on one page (multiview tiles): each heading has its own id.
  const headingId = `event-access${useId()}`;
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const sells = commerceOn(useCustomerConfig());
  const location = useLocation();
  const offers = useQuery({ ...commerceOptionsQuery(event.id), enabled: sells });
  if (sells && offers.isPending) return null;
  const list = (sells && offers.data) || [];
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const members = event.commerceCoverage === 'commerce_members_media';

  const state = list.length > 0 ? 'offers' : signedIn ? 'denied' : 'sign-in';
  // Signed in without an offer: a tenant that sells says nothing on sale includes it; one that sells
  // nothing (members-only, e.g. kadur) says the event is for club members.
  const denied = sells ? 'deniedSale' : 'deniedMembers';
  const title =
    state === 'offers' ? tr('watch.locked') : state === 'sign-in' ? tr(members ? 'paywall.membersTitle' : 'paywall.signInTitle') : tr(`paywall.${denied}Title`);
  const body = state === 'offers' ? null : state === 'sign-in' ? tr(members ? 'paywall.membersBody' : 'paywall.signInBody') : tr(`paywall.${denied}Body`);
  const link = (variant: 'primary' | 'outline') => ({
    ...buttonStyles(t, { variant, size: compact ? 'small' : 'medium', fullWidth: false, fullRounded: false }),
    whiteSpace: 'normal' as const,
    textAlign: 'center' as const,
    ...(variant === 'outline' ? { color: 'inherit', borderColor: 'currentColor' } : {}),
  });

  return (
    <section
      aria-labelledby={headingId}
      data-testid="event-access"
      data-state={state}
      css={{ display: 'flex', flexDirection: 'column', gap: t.space(compact ? 1.5 : 2) }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={{ ...(compact ? t.text.label : t.text.title), margin: 0, '&:focus-visible': t.focusRing }}>
        {title}
      </h2>
      {body ? <p css={{ ...(compact ? t.text.bodySmall : t.text.body), margin: 0 }}>{body}</p> : null}
      {state === 'offers' ? <BuyOptions eventId={event.id} offers={list} compact={compact} /> : null}
      {state === 'sign-in' ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2) }}>
          <RouteLink whenOff="none" to={`/auth/login/?redirect=${back}`} data-testid="access-sign-in" css={link('primary')}>
            {tr('paywall.signIn')}
          </RouteLink>
          <RouteLink whenOff="none" to={`/auth/sign-up/?redirect=${back}`} data-testid="access-sign-up" css={link('outline')}>
            {tr('paywall.signUp')}
          </RouteLink>
        </div>
      ) : null}
      {state === 'offers' && !signedIn ? (
        <p css={{ ...t.text.bodySmall, margin: 0 }}>
          {tr('paywall.haveAccess')}{' '}
          <RouteLink
            to={`/auth/login/?redirect=${back}`}
            css={{ color: 'inherit', fontWeight: t.fontWeight.semibold, borderRadius: t.radius.xs, '&:focus-visible': t.focusRing }}
          >
            {tr('paywall.signInLink')}
          </RouteLink>
        </p>
      ) : null}
    </section>
  );
}
