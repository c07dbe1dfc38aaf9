// Shown when the API cannot be reached at start-up: never a blank page. It renders
// before the tenant configuration exists, so it needs none (no router, no config).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { AlertIcon, Button } from '@portal/shared/ui';
import { StatusPanel } from '../chrome/StatusPanel.tsx';

export function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const [retrying, setRetrying] = useState(false);
  return (
    <main id="main" data-testid="boot-error" css={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: theme.color.bg }}>
      <StatusPanel mark={<AlertIcon size={40} />} title={t('boot.unavailable_title')} text={t('boot.unavailable_text')} titleId="boot-error-title" role="alert">
        <Button
          size="large"
          fullRounded
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry();
            // the start-up either replaces this page or renders it again
            setTimeout(() => setRetrying(false), 1500);
          }}
        >
          {t('actions.retry')}
        </Button>
      </StatusPanel>
    </main>
  );
}
