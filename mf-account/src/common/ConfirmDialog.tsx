// A question before an action that cannot be taken back (delete the account, remove a device,
// cancel a plan, drop the stored card): the kit's Dialog with a keep/cancel button and a confirm button that shows the
// action running, and the action's error in place. Closing is refused while it runs.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Alert, Button, Dialog } from '@portal/shared/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens, what is lost. */
  children: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** The action is running: the confirm button is busy and the dialog cannot be closed. */
  busy?: boolean;
  /** The action's failure, already translated; shown under the text. */
  error?: ReactNode;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  confirmTestId?: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  busy = false,
  error,
  danger = false,
  confirmTestId,
}: ConfirmDialogProps) {
  const t = useTheme();
  const dangerStyle = danger
    ? {
        backgroundColor: t.color.danger.solid,
        color: t.color.danger.on,
        borderColor: t.color.danger.solid,
        boxShadow: 'none',
        '&:hover:not(:disabled)': { backgroundColor: t.color.danger.solid, filter: 'brightness(1.1)' },
      }
    : undefined;
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      size="small"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy} css={dangerStyle} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <Alert kind="danger" css={{ marginBlockStart: t.space(4) }}>
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}
