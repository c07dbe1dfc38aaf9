// Shown in place of a page whose remote could not be loaded: the layout stays, the
// rest of the portal keeps working. A remote that is down gets a retry button; one
// built against a shared version this shell does not provide ('incompatible') says
// that part needs an update, since retrying the same build cannot help.
import { useTranslation } from 'react-i18next';
import { AlertIcon, Button } from '@portal/shared/ui';
import type { RemoteFailureKind } from '../remotes/errors.ts';
import { StatusPanel } from './StatusPanel.tsx';

export function RemoteFallback({ remoteId, kind = 'unavailable', onRetry }: { remoteId?: string; kind?: RemoteFailureKind; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const incompatible = kind === 'incompatible';
  return (
    <StatusPanel
      mark={<AlertIcon size={40} />}
      title={t(incompatible ? 'remote.incompatible_title' : 'remote.unavailable_title')}
      text={t(incompatible ? 'remote.incompatible_text' : 'remote.unavailable_text')}
      titleId="remote-fallback-title"
      role="alert"
      data-testid="remote-fallback"
      data-remote={remoteId ?? ''}
      data-kind={kind}
    >
      {incompatible ? null : (
        <Button onClick={onRetry} size="large" fullRounded data-testid="remote-retry">
          {t('actions.retry')}
        </Button>
      )}
    </StatusPanel>
  );
}
