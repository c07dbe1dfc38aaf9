// What an account page (or one of its sections) shows while its query loads or after it failed.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus, QueryErrorAlert, SkeletonLine, type RetryableQuery } from '@portal/shared/ui';

/** Lines of skeleton in a busy status region that says "Loading" in the account's words. */
export function Loading({ lines = 4 }: { lines?: number }) {
  const { t: tr } = useTranslation('account');
  return (
    <LoadingStatus label={tr('common.loading')}>
      <SkeletonLine lines={lines} />
    </LoadingStatus>
  );
}

/** A page whose own query failed: its heading (so the page still has an h1), then the error with Retry. */
export function PageError({ heading, title, query }: { heading: string; title: string; query: RetryableQuery }) {
  const t = useTheme();
  return (
    <>
      <h1 css={{ ...t.text.h1, margin: 0 }}>{heading}</h1>
      <QueryErrorAlert title={title} query={query} />
    </>
  );
}
