// Shown in place of a page whose remote is down: the layout stays, the rest of
// the portal keeps working, and retry loads the remote again.
import { useTranslation } from 'react-i18next';

export function RemoteFallback({ remoteId, onRetry }: { remoteId?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section role="alert" data-testid="remote-fallback" data-remote={remoteId ?? ''}>
      <h1>{t('remote.unavailable_title')}</h1>
      <p>{t('remote.unavailable_text')}</p>
      <button type="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}
