// The frame of every following page: heading, the All / Followed tabs, and, as a sign-up step,
// Skip and Continue to the next step.
import { useTheme } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, followedAtom, signUpPages, stepPosition, toast, useCustomerConfig, usePageTitle } from '@portal/shared';
import { buttonStyles, ChevronIcon, Container, RouteLink } from '@portal/shared/ui';
import { withRedirect } from '@portal/shared';
import { useNextSignUpStep } from '../../common/navigation.ts';
import { TabNav } from '../../common/TabNav.tsx';

export interface FollowingFrameProps {
  title: string;
  subtitle: string;
  /** The sign-up step this page is (its base URL), when shown inside sign-up. */
  signUpStep?: string;
  /** Base URL of the "All" tab; "Followed" is `${base}followed/`. */
  base: string;
  followedCount: number;
  /** The All / Followed tabs (off where no followed variant exists). */
  showTabs?: boolean;
  back?: { to: string; label: string };
  /** Leading content of the header (the followed item's own follow button on id pages). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The line above a sign-up step's title: "Step N of M", counted from the tenant's sign-up steps like
 * mf-auth's steps (issue 27 item 9), or the general line for a step the list does not name.
 */
export function SignUpStepLine({ step }: { step: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const config = useCustomerConfig();
  const known = signUpPages(config).includes(step);
  const position = stepPosition(config, step);
  return (
    <p data-testid="sign-up-step" css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>
      {known && position.total > 1 ? tr('frame.stepPosition', position) : tr('frame.step')}
    </p>
  );
}

export function FollowingFrame({ title, subtitle, signUpStep, base, followedCount, showTabs = true, back, action, children }: FollowingFrameProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  usePageTitle(title);
  const { next, redirect } = useNextSignUpStep(signUpStep ?? '');
  const keep = (path: string) => (signUpStep ? withRedirect(path, redirect) : path);

  return (
    <Container css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(8) }}>
      {back ? (
        <RouteLink
          to={keep(back.to)}
          css={{
            ...t.text.label,
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.space(1),
            alignSelf: 'flex-start',
            color: t.color.textMuted,
            textDecoration: 'none',
            borderRadius: t.radius.xs,
            '&:hover': { color: t.color.text },
            '&:focus-visible': t.focusRing,
          }}
        >
          <ChevronIcon direction="start" size={16} />
          {back.label}
        </RouteLink>
      ) : null}
      <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: t.space(4) }}>
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), maxInlineSize: '65ch' }}>
          {signUpStep ? <SignUpStepLine step={signUpStep} /> : null}
          <h1 css={{ ...t.text.h1, margin: 0, overflowWrap: 'anywhere' }}>{title}</h1>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{subtitle}</p>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), alignItems: 'center' }}>
          {action}
          {signUpStep ? (
            <>
              <RouteLink
                whenOff="none"
                to={next}
                css={(theme) => buttonStyles(theme, { variant: 'outline', size: 'large', fullWidth: false, fullRounded: true })}
              >
                {tr('frame.skip')}
              </RouteLink>
              <RouteLink
                whenOff="none"
                to={next}
                css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'large', fullWidth: false, fullRounded: true })}
              >
                {tr('frame.continue')}
              </RouteLink>
            </>
          ) : null}
        </div>
      </header>

      {showTabs ? (
        <TabNav
          label={tr('frame.tabs')}
          tabs={[
            { to: keep(base), label: tr('frame.all'), end: true },
            { to: keep(`${base}followed/`), label: tr('frame.followedTab', { count: followedCount }) },
          ]}
        />
      ) : null}
      {children}
    </Container>
  );
}

/** The followed map, refreshed from the API on every following page; a failure is announced once. */
export function useFollowedRefresh(query: UseQueryResult<unknown>) {
  const { t: tr } = useTranslation('following');
  const map = useAtomValue(followedAtom);
  const failed = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (!failed) return;
    const detail = errorText(query.error, (key, options) => String(tr(key, { ...options, ns: 'common' } as never)));
    toast.danger(`${tr('frame.followedError')} ${detail}`.trim());
    // Once per failure: errorUpdatedAt changes only when a new attempt fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return map;
}
