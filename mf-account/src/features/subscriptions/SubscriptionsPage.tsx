// /account/subscription/: active and past contracts (customer_contracts, paged), each with its
// status, end date (api/README.md: SVOD and CVOD end on the contract's end date) and renewal said
// plainly; the tenant's other plans link to buying them (mf-commerce, by URL).
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, usePageTitle } from '@portal/shared';
import { Badge, Button, QueryErrorAlert, RouteLink } from '@portal/shared/ui';
import { useContracts, usePlans, type Contract, type ContractFilter } from '../../common/get-contracts.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { PageHeading } from '../../common/PageHeading.tsx';
import { Loading } from '../../common/QueryStates.tsx';
import { Pager } from '../../common/Pager.tsx';
import { Section } from '../../common/Section.tsx';
import { formatDate } from '../../common/format.ts';

const FILTERS: ContractFilter[] = ['active', 'past'];

/** What a contract's state means for the viewer, in one line. */
export function useContractStatus(): (contract: Contract) => { badge: 'active' | 'canceled' | 'ended'; line: string } {
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (c) => {
    const date = formatDate(c.endDate, locale) ?? '';
    if (!c.isActive) return { badge: 'ended', line: tr('subscription.endedOn', { date }) };
    if (c.isCanceled || !c.autoRenew) return { badge: c.isCanceled ? 'canceled' : 'active', line: tr('subscription.accessUntil', { date }) };
    return { badge: 'active', line: tr('subscription.renewsOn', { date }) };
  };
}

const BADGE = { active: 'success', canceled: 'warning', ended: 'neutral' } as const;

function ContractRow({ contract }: { contract: Contract }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const status = useContractStatus()(contract);
  return (
    <li
      data-testid="contract"
      css={{
        padding: t.space(4),
        borderRadius: t.radius.lg,
        border: `1px solid ${t.color.border}`,
        backgroundColor: t.color.surface,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: t.space(3),
        justifyContent: 'space-between',
      }}
    >
      <div css={{ minInlineSize: 0, flex: '1 1 14rem' }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2) }}>
          <h2 css={{ ...t.text.label, fontSize: t.fontSize.md, margin: 0, overflowWrap: 'anywhere' }}>{contract.title || tr('subscription.untitled')}</h2>
          <Badge variant={BADGE[status.badge]} size="small">
            {tr(`subscription.status.${status.badge}`)}
          </Badge>
        </div>
        <p css={{ ...t.text.body, margin: 0, marginBlockStart: t.space(1) }}>{status.line}</p>
        <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0, marginBlockStart: t.space(1) }}>
          {[contract.type, formatPrice(contract.price, contract.currency, locale)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Button
        as={RouteLink}
        whenOff="none"
        to={`/account/subscription/${contract.id}/`}
        variant="outline"
        size="small"
        aria-label={tr('subscription.detailsOf', { title: contract.title })}
      >
        {tr('subscription.details')}
      </Button>
    </li>
  );
}

function Plans({ owned }: { owned: Set<string> }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const plans = usePlans();
  const others = (plans.data ?? []).filter((p) => !owned.has(p.id));
  if (plans.isPending || (plans.isSuccess && others.length === 0)) return null;
  return (
    <Section id="account-subscription-plans" title={tr('subscription.plans.title')} intro={tr('subscription.plans.intro')}>
      {plans.isError ? (
        <QueryErrorAlert title={tr('subscription.plans.error')} query={plans} />
      ) : (
        <ul
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space(3), [t.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {others.map((p) => (
            <li
              key={p.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: t.space(3),
                padding: t.space(4),
                borderRadius: t.radius.lg,
                border: `1px solid ${t.color.border}`,
              }}
            >
              <div css={{ minInlineSize: 0 }}>
                <p css={{ ...t.text.label, margin: 0, overflowWrap: 'anywhere' }}>{p.title}</p>
                <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0 }}>{formatPrice(p.price, p.currency, locale)}</p>
              </div>
              <Button
                as={RouteLink}
                whenOff="none"
                to={`/account/subscription/buy/${p.id}/`}
                size="small"
                aria-label={tr('subscription.plans.buyLabel', { title: p.title })}
              >
                {tr('subscription.plans.buy')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SubscriptionsPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const [filter, setFilter] = useState<ContractFilter>('active');
  const [page, setPage] = useState(0);
  const query = useContracts(filter, page);
  const active = useContracts('active', 0);
  usePageTitle(tr('pages.subscription.title'));
  const owned = new Set((active.data?.entries ?? []).map((c) => c.subscriptionId));
  return (
    <AccountLayout>
      <PageHeading title={tr('pages.subscription.title')} intro={tr('subscription.intro')} />
      <div role="group" aria-label={tr('subscription.filterLabel')} css={{ display: 'flex', gap: t.space(2) }}>
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="small"
            variant={filter === f ? 'primary' : 'outline'}
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(0);
            }}
          >
            {tr(`subscription.filter.${f}`)}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryErrorAlert title={tr('subscription.error')} query={query} />
      ) : query.data.entries.length === 0 ? (
        <p css={{ ...t.text.body, margin: 0 }} data-testid="contracts-empty">
          {tr(`subscription.empty.${filter}`)}
        </p>
      ) : (
        <>
          <ul
            aria-label={tr(`subscription.filter.${filter}`)}
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: t.space(3) }}
          >
            {query.data.entries.map((c) => (
              <ContractRow key={c.id} contract={c} />
            ))}
          </ul>
          <Pager page={page} nextExists={query.data.nextExists} onPage={setPage} label={tr('list.pages')} />
        </>
      )}
      <Plans owned={owned} />
    </AccountLayout>
  );
}
