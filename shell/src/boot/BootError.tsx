// Shown when the API cannot be reached at start-up: never a blank page.
import { useTranslation } from 'react-i18next';

export function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main id="main" data-testid="boot-error" role="alert">
      <h1>{t('boot.unavailable_title')}</h1>
      <p>{t('boot.unavailable_text')}</p>
      <button type="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </main>
  );
}
