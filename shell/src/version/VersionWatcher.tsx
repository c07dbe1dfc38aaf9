// Offers a reload when a new shell build is deployed, and reloads once on a chunk-load
// error (both version skew, docs/architecture.md ("Rules, and why")).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useCustomerConfig } from '@portal/shared';
import { Button, CloseIcon, IconButton } from '@portal/shared/ui';
import { installChunkErrorReload } from './chunk-reload.ts';
import { startVersionPolling } from './version-poll.ts';

export function VersionWatcher() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const config = useCustomerConfig();
  const [newBuild, setNewBuild] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const currentId = config?.build && config.build !== 'dev' ? config.build : null;

  useEffect(() => installChunkErrorReload(), []);
  useEffect(() => startVersionPolling({ currentId, onNewBuild: setNewBuild }), [currentId]);

  if (!newBuild || dismissed === newBuild) return null;
  return (
    <div
      role="status"
      data-testid="update-available"
      css={{
        position: 'fixed',
        zIndex: theme.zIndex.toast,
        insetBlockStart: theme.space(3),
        insetInline: theme.space(3),
        marginInline: 'auto',
        maxInlineSize: '460px',
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        padding: theme.space(2.5, 2.5, 2.5, 4),
        backgroundColor: theme.color.elevated,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.lg,
        boxShadow: theme.shadow.lg,
        color: theme.color.text,
      }}
    >
      <p css={{ ...theme.text.bodySmall, flex: 1, fontWeight: theme.fontWeight.medium }}>{t('update.available')}</p>
      <Button size="small" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </Button>
      <IconButton aria-label={t('ui.close')} size="small" onClick={() => setDismissed(newBuild)}>
        <CloseIcon size={16} />
      </IconButton>
    </div>
  );
}
