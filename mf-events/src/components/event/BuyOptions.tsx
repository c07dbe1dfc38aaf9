// SPEC 4: an event the viewer cannot watch shows how to get it (get_commerce_options),
// each offer linking to mf-commerce's purchase route.
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@portal/shared';
import { buttonStyles } from '@portal/shared/ui';
import { commerceOptionsQuery, type CommerceOption } from '../../api/get-event-extras.ts';

const price = (option: CommerceOption, locale: string): string | null => (option.price === null ? null : formatPrice(option.price, option.currency, locale));

export function BuyOptions({ eventId, compact = false }: { eventId: string; compact?: boolean }) {
  const t = useTheme();
  // Several on one page (multiview tiles): each heading has its own id.
  const headingId = `buy-options${useId()}`;
  const { t: tr, i18n } = useTranslation('events');
  const query = useQuery(commerceOptionsQuery(eventId));
  return (
    <section aria-labelledby={headingId} data-testid="buy-options" css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
      <h2 id={headingId} css={{ ...(compact ? t.text.label : t.text.title), margin: 0 }}>
        {tr('watch.locked')}
      </h2>
      {query.data && query.data.length > 0 ? (
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
          {query.data.map((o) => (
            <li key={`${o.type}-${o.id}`}>
              <Link to={`/account/subscription/buy/${encodeURIComponent(o.id)}/`} css={buttonStyles(t, { variant: 'primary', size: compact ? 'small' : 'medium', fullWidth: false, fullRounded: false })}>
                {o.title}
                {price(o, i18n.language) ? ` · ${price(o, i18n.language)}` : ''}
              </Link>
            </li>
          ))}
        </ul>
      ) : query.isPending ? null : (
        <p css={{ ...t.text.body, margin: 0 }}>{tr('watch.noOffers')}</p>
      )}
    </section>
  );
}
