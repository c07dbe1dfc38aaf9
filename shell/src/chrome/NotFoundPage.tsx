// The not-found page of docs/product.md: a per-context title and text
// (errors.{context}_not_found, errors.could_not_find_{context}), an optional danger
// message and a button back to the home page.
import { useTranslation } from 'react-i18next';
import { Alert, Button, RouteLink } from '@portal/shared/ui';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { StatusPanel } from './StatusPanel.tsx';

export function NotFoundPage({ context = 'page', message }: { context?: string; message?: string }) {
  const { t } = useTranslation('common');
  // An unknown context (from a remote's error data) falls back to the page texts.
  const title = t(`errors.${context}_not_found`, { defaultValue: t('errors.page_not_found') });
  const text = t(`errors.could_not_find_${context}`, { defaultValue: t('errors.could_not_find_page') });
  return (
    <StatusPanel mark="404" title={title} text={text} titleId="not-found-title" data-testid="not-found" data-context={context}>
      {message ? (
        <Alert kind="danger" css={{ inlineSize: '100%', textAlign: 'start' }}>
          {message}
        </Alert>
      ) : null}
      <Button as={RouteLink} whenOff="none" to="/" size="large" fullRounded data-testid="go-home">
        {t('actions.go_to_homepage')}
      </Button>
    </StatusPanel>
  );
}

/** The shell's `*` route: the 404 inside the default layout, so the header stays. */
export function NotFoundRoute() {
  return (
    <DefaultLayout>
      <NotFoundPage context="page" />
    </DefaultLayout>
  );
}
