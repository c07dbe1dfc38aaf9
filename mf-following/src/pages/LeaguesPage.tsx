// /following/league/ (and /followed/, and the same two as a sign-up step): the
// leagues with their logos and a follow toggle for the signed-in user.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { errorText, isAuthenticatedAtom, useCustomerConfig, usePageTitle } from '@portal/shared';
import { Alert, Container, QueryErrorAlert, Skeleton, VisuallyHidden, buttonStyles } from '@portal/shared/ui';
import { useFollowed, useToggleFollow } from '../api/get-followed.ts';
import { useLeagues } from '../api/get-leagues.ts';
import { LeagueTile } from '../components/LeagueTile.tsx';

export interface LeaguesPageProps {
  /** Only the leagues the user follows. */
  onlyFollowed?: boolean;
  /** Shown as a step of the sign-up flow (continue button, sign-up URLs). */
  signUp?: boolean;
}

const SIGN_UP_STEP = '/auth/sign-up/following/league/';

/** The sign-up step after this one in the tenant's configured order, else home. */
function useNextStep(): string {
  const config = useCustomerConfig();
  const steps = config?.sign_up_steps ?? [];
  const withSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);
  const index = steps.map(withSlash).indexOf(SIGN_UP_STEP);
  return index >= 0 && steps[index + 1] ? withSlash(steps[index + 1]!) : '/';
}

export function LeaguesPage({ onlyFollowed = false, signUp = false }: LeaguesPageProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  usePageTitle(tr('leagues.title'));
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const leagues = useLeagues();
  const followed = useFollowed('identity', signedIn);
  const toggle = useToggleFollow('identity');
  const next = useNextStep();
  const base = signUp ? SIGN_UP_STEP : '/following/league/';
  const translateError = (error: unknown) => errorText(error, (key, options) => String(tr(key, { ...options, ns: 'common' } as never)));

  const followedIds = followed.data ?? new Set<string>();
  const list = (leagues.data?.entries ?? []).filter((l) => !onlyFollowed || followedIds.has(l.id));
  const pendingId = toggle.isPending ? toggle.variables?.id : undefined;

  const tab = {
    ...t.text.label,
    display: 'inline-flex',
    paddingInline: t.space(4),
    paddingBlock: t.space(2),
    borderRadius: t.radius.full,
    color: t.color.textMuted,
    textDecoration: 'none',
    '&:hover': { color: t.color.text, backgroundColor: t.color.surfaceHover },
    '&:focus-visible': t.focusRing,
    '&[aria-current="page"]': { backgroundColor: t.color.primarySubtle, color: t.color.primaryText },
  } as const;

  return (
    <Container css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(8) }}>
      <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: t.space(4) }}>
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), maxInlineSize: '65ch' }}>
          {signUp ? <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr('leagues.step')}</p> : null}
          <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('leagues.title')}</h1>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('leagues.subtitle')}</p>
        </div>
        {signUp ? (
          <Link to={next} css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'large', fullWidth: false, fullRounded: true })}>
            {tr('leagues.continue')}
          </Link>
        ) : null}
      </header>

      <nav aria-label={tr('leagues.tabs')}>
        <ul css={{ display: 'flex', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <NavLink to={base} end css={tab}>
              {tr('leagues.all')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}followed/`} css={tab}>
              {tr('leagues.followedTab', { count: followedIds.size })}
            </NavLink>
          </li>
        </ul>
      </nav>

      {toggle.isError ? (
        <Alert kind="danger" title={tr('leagues.toggleError')} onDismiss={() => toggle.reset()}>
          {translateError(toggle.error)}
        </Alert>
      ) : null}
      {followed.isError ? (
        <QueryErrorAlert title={tr('leagues.followedError')} query={followed} />
      ) : null}

      {leagues.isPending || (onlyFollowed && followed.isPending && signedIn) ? (
        <div role="status" aria-busy="true" css={{ display: 'grid', gap: t.space(5), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' }}>
          <VisuallyHidden>{tr('common.loading')}</VisuallyHidden>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="220px" radius="xl" />
          ))}
        </div>
      ) : leagues.isError ? (
        <QueryErrorAlert title={tr('leagues.error')} query={leagues} />
      ) : list.length === 0 ? (
        <p role="status" css={{ ...t.text.body, color: t.color.textMuted, textAlign: 'center', paddingBlock: t.space(10) }}>
          {onlyFollowed ? tr('leagues.noneFollowed') : tr('leagues.empty')}
        </p>
      ) : (
        <ul css={{ display: 'grid', gap: t.space(5), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))', margin: 0, padding: 0, listStyle: 'none' }}>
          {list.map((league) => {
            const isFollowed = followedIds.has(league.id);
            return (
              <li key={league.id}>
                <LeagueTile
                  league={league}
                  href={`${base}${encodeURIComponent(league.id)}/`}
                  followed={isFollowed}
                  busy={pendingId === league.id}
                  onToggle={signedIn && !followed.isError ? () => toggle.mutate({ id: league.id, follow: !isFollowed }) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Container>
  );
}

export const FollowingLeaguesPage = () => <LeaguesPage />;
export const FollowedLeaguesPage = () => <LeaguesPage onlyFollowed />;
export const SignUpLeaguesPage = () => <LeaguesPage signUp />;
export const SignUpFollowedLeaguesPage = () => <LeaguesPage signUp onlyFollowed />;
