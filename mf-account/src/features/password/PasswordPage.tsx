// /account/password/: change the password with the current one, or set a first one on an account
// made through single sign-on. Other sessions end unless the user unticks the choice (default on);
// the page then says what happened.
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, toast, usePageTitle } from '@portal/shared';
import { Alert, Button, Checkbox, QueryErrorAlert, TextField } from '@portal/shared/ui';
import {
  FormError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  accountPasswordFormSchema,
  setPasswordFormSchema,
  useZodForm,
  weakPasswordKey,
  weakPasswordKeyOfError,
  type PasswordContext,
} from '@portal/shared/forms';
import { profileQuery, useProfile } from '../../common/get-profile.ts';
import { changePassword, setPassword, type PasswordResult } from './password.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { Loading } from '../../common/QueryStates.tsx';
import { Section } from '../../common/Section.tsx';

const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

interface Outcome {
  kind: 'changed' | 'set';
  signOutOthers: boolean;
  result: PasswordResult;
}

function OutcomeAlert({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { t: tr } = useTranslation('account');
  const others = !outcome.signOutOthers
    ? tr('password.othersKept')
    : outcome.result.signedOutSessions > 0
      ? tr('password.othersSignedOut', { count: outcome.result.signedOutSessions })
      : tr('password.noOthers');
  return (
    <Alert kind="success" title={tr(`password.${outcome.kind}`)} onDismiss={onDismiss} data-testid="password-outcome">
      {others}
    </Alert>
  );
}

function SignOutChoice({ field }: { field: Omit<ComponentProps<typeof Checkbox>, 'label'> }) {
  const { t: tr } = useTranslation('account');
  return <Checkbox {...field} label={tr('password.signOutOthers')} hint={tr('password.signOutOthersHint')} data-testid="password-sign-out-others" />;
}

interface FormProps {
  onDone: (outcome: Outcome) => void;
  /** The account's e-mail and name, which a new password must not contain. */
  account: PasswordContext;
}

function ChangeForm({ onDone, account }: FormProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const form = useZodForm(accountPasswordFormSchema, {
    defaultValues: { oldPassword: '', newPassword: '', signOutOthers: true },
    ns: 'account',
    messageValues: limits,
  });
  const mutation = useMutation({ mutationFn: changePassword });
  const onSubmit = form.submit(async (v) => {
    // Common, breached or personal passwords are refused here first, with the reason at the field.
    const weak = await weakPasswordKey(v.newPassword, account);
    if (weak) {
      form.setError('newPassword', { type: 'weak', message: weak }, { shouldFocus: true });
      return;
    }
    try {
      const result = await mutation.mutateAsync(v);
      form.reset({ oldPassword: '', newPassword: '', signOutOthers: true });
      toast.success(tr('password.changed'));
      onDone({ kind: 'changed', signOutOthers: v.signOutOthers, result });
    } catch (error) {
      // A wrong current password belongs to its field (announced there and focused).
      if (isApiError(error) && error.code === 'invalid_password') {
        form.setError('oldPassword', { type: 'server', message: 'errors.invalid_password' }, { shouldFocus: true });
        return;
      }
      const refused = weakPasswordKeyOfError(error);
      if (refused) {
        form.setError('newPassword', { type: 'server', message: refused }, { shouldFocus: true });
        return;
      }
      throw error;
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={tr('password.formLabel')} data-testid="password-form">
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(5), maxInlineSize: '32rem' }}>
        <FormError error={form.formError} describe={form.describeError} data-testid="password-error" />
        <TextField {...form.field('oldPassword')} label={tr('password.current')} type="password" autoComplete="current-password" required />
        <TextField
          {...form.field('newPassword')}
          label={tr('password.new')}
          type="password"
          autoComplete="new-password"
          required
          hint={tr('password.hint', limits)}
        />
        <SignOutChoice field={form.field('signOutOthers')} />
        <div>
          <Button type="submit" loading={form.submitting} data-testid="password-submit">
            {tr('password.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function SetForm({ onDone, account }: FormProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const queryClient = useQueryClient();
  const form = useZodForm(setPasswordFormSchema, { defaultValues: { newPassword: '', signOutOthers: true }, ns: 'account', messageValues: limits });
  const mutation = useMutation({ mutationFn: setPassword });
  const onSubmit = form.submit(async (v) => {
    const weak = await weakPasswordKey(v.newPassword, account);
    if (weak) {
      form.setError('newPassword', { type: 'weak', message: weak }, { shouldFocus: true });
      return;
    }
    let result: PasswordResult;
    try {
      result = await mutation.mutateAsync(v);
    } catch (error) {
      const refused = weakPasswordKeyOfError(error);
      if (!refused) throw error;
      form.setError('newPassword', { type: 'server', message: refused }, { shouldFocus: true });
      return;
    }
    toast.success(tr('password.set'));
    onDone({ kind: 'set', signOutOthers: v.signOutOthers, result });
    // The account has a password now: the page switches to "change".
    await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={tr('password.setFormLabel')} data-testid="set-password-form">
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(5), maxInlineSize: '32rem' }}>
        <FormError error={form.formError} describe={form.describeError} data-testid="password-error" />
        <TextField
          {...form.field('newPassword')}
          label={tr('password.new')}
          type="password"
          autoComplete="new-password"
          required
          hint={tr('password.hint', limits)}
        />
        <SignOutChoice field={form.field('signOutOthers')} />
        <div>
          <Button type="submit" loading={form.submitting} data-testid="password-submit">
            {tr('password.setSubmit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

export function PasswordPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const query = useProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  usePageTitle(tr('password.title'));
  const hasPassword = query.data?.hasPassword !== false;
  const account = { email: query.data?.email, name: query.data?.fullName };
  return (
    <AccountLayout>
      <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('password.title')}</h1>
      {outcome ? <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryErrorAlert title={tr('general.error')} query={query} />
      ) : hasPassword ? (
        <Section id="account-password-change" title={tr('password.submit')} intro={tr('password.changeIntro')}>
          <ChangeForm onDone={setOutcome} account={account} />
        </Section>
      ) : (
        <Section id="account-password-set" title={tr('password.setTitle')} intro={tr('password.setIntro')}>
          <SetForm onDone={setOutcome} account={account} />
        </Section>
      )}
    </AccountLayout>
  );
}
