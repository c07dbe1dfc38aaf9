// Shown in place of a page whose remote is down: the layout stays, the rest of
// the portal keeps working, and retry loads the remote again.
import { useTranslation } from 'react-i18next';
import { AlertIcon, Button } from '@portal/shared';
import { StatusPanel } from './StatusPanel.tsx';

export function RemoteFallback({ remoteId, onRetry }: { remoteId?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      mark={<AlertIcon size={40} />}
      title={t('remote.unavailable_title')}
      text={t('remote.unavailable_text')}
      titleId="remote-fallback-title"
      role="alert"
      data-testid="remote-fallback"
      data-remote={remoteId ?? ''}
    >
      <Button onClick={onRetry} size="large" fullRounded data-testid="remote-retry">
        {t('actions.retry')}
      </Button>
    </StatusPanel>
  );
}
