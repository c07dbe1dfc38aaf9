// The one "this failed to load" message of every remote: the translated error
// (errors.{code}, else the server's message, else the generic text) and a Retry
// button that refetches the failed query, busy while it runs.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../http/errors.ts';
import { Alert, type AlertProps } from './Alert.tsx';
import { Button } from './Button.tsx';

/** What the alert needs of a TanStack Query result (useQuery, useInfiniteQuery). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryErrorAlertProps extends Omit<AlertProps, 'kind' | 'action' | 'children' | 'title'> {
  /** What failed, in the page's words (e.g. "Plans could not be loaded"). */
  title: ReactNode;
  query: RetryableQuery;
}

export function QueryErrorAlert({ title, query, ...rest }: QueryErrorAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      {...rest}
      kind="danger"
      title={title}
      action={
        <Button size="small" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('actions.retry')}
        </Button>
      }
    >
      {errorText(query.error, (key, options) => t(key, options ?? {}))}
    </Alert>
  );
}
