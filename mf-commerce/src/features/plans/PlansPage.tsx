// /auth/sign-up/subscription/: the subscription plans (SVOD and CVOD) as cards,
// with a way to redeem an access code or skip the step.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type Subscription, usePageTitle } from '@portal/shared';
import { Badge, buttonStyles, Container, LoadingStatus, QueryErrorAlert, RouteLink, Skeleton, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import { useSubscriptions } from '../../common/get-subscriptions.ts';
import { planPeriod } from './format.ts';
import { useUnlockNames } from './PlanSummary.tsx';

function PlanCard({ plan, featured }: { plan: Subscription; featured: boolean }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('commerce');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const period = planPeriod(plan.duration, plan.durationUnits);
  const headingId = `plan-${plan.id}`;
  const { ids, titles } = useUnlockNames(plan);
  const names = titles.map((q) => q.data).filter((x): x is string => Boolean(x));
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(4),
        padding: t.space(6),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `${featured ? 2 : 1}px solid ${featured ? t.color.primary : t.color.border}`,
        boxShadow: featured ? t.shadow.lg : t.shadow.sm,
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: t.space(2) }}>
        <Badge variant={plan.type.toLowerCase() === 'cvod' ? 'neutral' : 'primary'}>
          {tr(`plans.type.${plan.type.toLowerCase() === 'cvod' ? 'cvod' : 'svod'}`)}
        </Badge>
        {featured ? <Badge variant="success">{tr('plans.popular')}</Badge> : null}
      </div>
      <h2 id={headingId} css={{ ...t.text.h3, margin: 0 }}>
        {plan.title}
      </h2>
      <p css={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: t.space(2), flexWrap: 'wrap' }}>
        <span data-testid="plan-price" css={{ ...t.text.h1 }}>
          {formatPrice(plan.price, plan.currency, locale)}
        </span>
        {period ? (
          <span data-testid="plan-period" css={{ ...t.text.bodySmall, color: t.color.textMuted }}>
            {tr(period.key, { count: period.count })}
          </span>
        ) : null}
      </p>
      {plan.description ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, flex: 1 }}>{plan.description}</p> : <span css={{ flex: 1 }} />}
      <p css={{ ...t.text.bodySmall, margin: 0 }} data-testid="plan-unlocks">
        <strong>{tr('checkout.unlocks')}: </strong>
        {ids.length === 0 ? tr('checkout.unlocksAll') : names.length ? names.join(', ') : tr('checkout.unlocksUnknown')}
      </p>
      <RouteLink
        whenOff="none"
        to={`/auth/sign-up/subscription/buy/${encodeURIComponent(plan.id)}/`}
        css={(theme) => buttonStyles(theme, { variant: featured ? 'primary' : 'outline', size: 'large', fullWidth: true, fullRounded: false })}
      >
        {tr('plans.choose')}
        <VisuallyHidden> {plan.title}</VisuallyHidden>
      </RouteLink>
    </article>
  );
}

export function PlansPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const query = useSubscriptions();
  usePageTitle(tr('plans.title'));
  const plans = query.data?.entries ?? [];
  const linkCss = { ...t.text.label, color: t.color.primaryText, borderRadius: t.radius.xs, '&:focus-visible': t.focusRing };

  return (
    <Container css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(8) }}>
      <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), textAlign: 'center', alignItems: 'center' }}>
        <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr('plans.step')}</p>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('plans.title')}</h1>
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, maxInlineSize: '60ch' }}>{tr('plans.subtitle')}</p>
      </header>

      {query.isPending ? (
        <LoadingStatus
          label={tr('common.loading')}
          css={{ display: 'grid', gap: t.space(6), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' }}
        >
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              aria-hidden="true"
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: t.space(4),
                padding: t.space(6),
                borderRadius: t.radius.xl,
                border: `1px solid ${t.color.border}`,
              }}
            >
              <Skeleton width="80px" height="24px" />
              <SkeletonLine size="lg" width="70%" />
              <SkeletonLine lines={3} />
              <Skeleton height="48px" radius="md" />
            </div>
          ))}
        </LoadingStatus>
      ) : query.isError ? (
        <QueryErrorAlert title={tr('plans.error')} query={query} />
      ) : plans.length === 0 ? (
        <p role="status" css={{ ...t.text.body, color: t.color.textMuted, textAlign: 'center' }}>
          {tr('plans.empty')}
        </p>
      ) : (
        <ul
          css={{
            display: 'grid',
            gap: t.space(6),
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {plans.map((plan, i) => (
            <li key={plan.id} css={{ display: 'flex', '& > article': { flex: 1 } }}>
              <PlanCard plan={plan} featured={plans.length > 1 && i === 1} />
            </li>
          ))}
        </ul>
      )}

      <footer css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: t.space(6), alignItems: 'center' }}>
        <RouteLink to="/auth/sign-up/subscription/code/" css={linkCss}>
          {tr('plans.haveCode')}
        </RouteLink>
        <RouteLink whenOff="none" to="/" css={(theme) => buttonStyles(theme, { variant: 'secondary', size: 'medium', fullWidth: false, fullRounded: true })}>
          {tr('plans.skip')}
        </RouteLink>
      </footer>
    </Container>
  );
}
