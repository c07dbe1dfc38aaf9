import { useTranslation } from 'react-i18next';
import { Alert, Button, errorText } from '@portal/shared';

/** A failed load: the translated error text and a retry button. */
export function ErrorState({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('events');
  return (
    <Alert
      kind="danger"
      title={title}
      action={
        <Button size="small" variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    >
      {errorText(error, (key, options) => t(key, { ...options, ns: 'common' }))}
    </Alert>
  );
}
