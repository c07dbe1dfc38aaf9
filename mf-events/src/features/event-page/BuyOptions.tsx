// docs/product.md, issue 27 item 1: the offers that unlock an event (get_commerce_options, already limited
// by the API to what unlocks it and what the viewer does not hold), each a link to mf-commerce's
// checkout that names what it buys and for how much. Labels wrap: never cut at a phone's edge.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, RouteLink } from '@portal/shared/ui';
import type { CommerceOption } from './extras/get-event-extras.ts';
import { offerLabel, offerPath } from './offers.ts';

export function BuyOptions({ eventId, offers, compact = false }: { eventId: string; offers: readonly CommerceOption[]; compact?: boolean }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <ul data-testid="offers" css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
      {offers.map((o) => (
        <li key={`${o.type}-${o.id}`} css={{ display: 'flex', maxInlineSize: '100%' }}>
          <RouteLink
            whenOff="none"
            to={offerPath(o, eventId)}
            data-testid="offer"
            css={{
              ...buttonStyles(t, { variant: 'primary', size: compact ? 'small' : 'medium', fullWidth: false, fullRounded: false }),
              // The kit's buttons keep one line; an offer's label is a sentence and wraps instead.
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              textAlign: 'start',
              paddingBlock: t.space(compact ? 1 : 2),
              maxInlineSize: '100%',
            }}
          >
            {offerLabel(o, (key, options) => tr(key, options ?? {}), locale)}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
