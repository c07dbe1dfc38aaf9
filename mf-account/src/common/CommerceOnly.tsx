// A commerce page (billing, subscriptions, tickets) on a tenant without commerce: says so plainly
// instead of showing the API's refusal.
import { useTheme } from '@emotion/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/shared';
import { useCommerceEnabled } from './commerce.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { RouteLink } from '@portal/shared/ui';

function CommerceOff({ title }: { title: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  usePageTitle(tr(title));
  return (
    <AccountLayout>
      <h1 css={{ ...t.text.h1, margin: 0 }}>{tr(title)}</h1>
      <p data-testid="commerce-off" css={{ ...t.text.body, margin: 0 }}>
        {tr('commerceOff.body')}
      </p>
      <RouteLink to="/account/general/" css={{ ...t.text.label, color: t.color.primaryText, alignSelf: 'flex-start', '&:focus-visible': t.focusRing }}>
        {tr('commerceOff.back')}
      </RouteLink>
    </AccountLayout>
  );
}

/** The page when the tenant offers commerce, else the notice (title: the page's i18n key). */
export function commerceOnly(Page: ComponentType, title: string): ComponentType {
  function CommercePage() {
    return useCommerceEnabled() ? <Page /> : <CommerceOff title={title} />;
  }
  CommercePage.displayName = `commerceOnly(${Page.displayName ?? Page.name})`;
  return CommercePage;
}
