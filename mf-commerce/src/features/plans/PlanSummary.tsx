// A plan as the checkout shows it: title, price in the viewer's locale, duration, and what it unlocks.
import { useTheme } from '@emotion/react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@portal/shared';
import { Badge, Skeleton } from '@portal/shared/ui';
import { identityTitleQuery } from '../../common/get-subscriptions.ts';
import { planPeriod } from './format.ts';
import { formatPrice } from '@portal/shared';

/** The names of the leagues and categories a plan unlocks (its allowedAccessIdentityItems). */
export function useUnlockNames(plan: Subscription) {
  const ids = plan.allowedItems.map(String);
  return { ids, titles: useQueries({ queries: ids.map((id) => identityTitleQuery(id)) }) };
}

export function PlanSummary({ plan }: { plan: Subscription }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('commerce');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const period = planPeriod(plan.duration, plan.durationUnits);
  const { ids, titles } = useUnlockNames(plan);
  return (
    <section
      aria-labelledby="plan-summary"
      data-testid="plan-summary"
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(3),
        padding: t.space(5),
        borderRadius: t.radius.lg,
        border: `1px solid ${t.color.border}`,
        backgroundColor: t.color.surface,
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: t.space(3), alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <h2 id="plan-summary" css={{ ...t.text.h3, margin: 0 }}>
          {plan.title}
        </h2>
        <Badge variant={plan.type.toLowerCase() === 'cvod' ? 'neutral' : 'primary'}>
          {tr(`plans.type.${plan.type.toLowerCase() === 'cvod' ? 'cvod' : 'svod'}`)}
        </Badge>
      </div>
      <p css={{ margin: 0, display: 'flex', gap: t.space(2), alignItems: 'baseline', flexWrap: 'wrap' }}>
        <span data-testid="summary-price" css={{ ...t.text.h2 }}>
          {formatPrice(plan.price, plan.currency, locale)}
        </span>
        {period ? (
          <span data-testid="plan-period" css={{ ...t.text.bodySmall, color: t.color.textMuted }}>
            {tr(period.key, { count: period.count })}
          </span>
        ) : null}
      </p>
      {plan.description ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{plan.description}</p> : null}
      <div>
        <h3 css={{ ...t.text.label, margin: 0, marginBlockEnd: t.space(1) }}>{tr('checkout.unlocks')}</h3>
        {ids.length === 0 ? (
          <p css={{ ...t.text.body, margin: 0 }}>{tr('checkout.unlocksAll')}</p>
        ) : (
          <ul css={{ ...t.text.body, margin: 0, paddingInlineStart: t.space(5) }} data-testid="plan-unlocks">
            {titles.map((q, i) => (
              <li key={ids[i]}>{q.data ?? (q.isError ? tr('checkout.unlocksUnknown') : <Skeleton width="120px" height="1em" />)}</li>
            ))}
          </ul>
        )}
      </div>
      {plan.autoRenew !== false ? <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>{tr('checkout.renews')}</p> : null}
    </section>
  );
}
