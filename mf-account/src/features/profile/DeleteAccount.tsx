// Deleting the account (delete_account) behind a confirmation that names what is lost; the API
// ends every session, and this tab signs out without revoking (the token is already gone).
import { useTheme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, toast } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { deleteAccount } from '../../common/get-profile.ts';
import { useErrorText } from '../../common/error-text.ts';
import { Section } from '../../common/Section.tsx';

const LOST = ['profile', 'access', 'following', 'library', 'devices'] as const;

export function DeleteAccount() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const describe = useErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await logout({ revoke: false });
      toast.success(tr('general.delete.done'));
      navigate('/', { replace: true });
    },
  });
  return (
    <Section id="account-general-delete" title={tr('general.delete.title')} intro={tr('general.delete.intro')} tone="danger">
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        data-testid="delete-account"
        css={{ color: t.color.danger.text, borderColor: t.color.danger.border }}
      >
        {tr('general.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={tr('general.delete.dialogTitle')}
        cancelLabel={tr('general.delete.cancel')}
        confirmLabel={tr('general.delete.confirm')}
        onCancel={() => setOpen(false)}
        onConfirm={() => mutation.mutate()}
        busy={mutation.isPending}
        error={mutation.isError ? describe(mutation.error) : null}
        danger
        confirmTestId="delete-account-confirm"
      >
        <p css={{ ...t.text.body, margin: 0 }}>{tr('general.delete.dialogIntro')}</p>
        <ul css={{ ...t.text.body, margin: 0, marginBlockStart: t.space(2), paddingInlineStart: t.space(5) }}>
          {LOST.map((k) => (
            <li key={k}>{tr(`general.delete.lose.${k}`)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </Section>
  );
}
