// /club/: choose the favourite club (docs/product.md guard 1 holds a signed-in user without one here when
// the tenant turns favourite-club selection on). Search or browse the teams, choose one; it is
// saved on the profile and the viewer goes on to the page they were heading for (?redirect=).
// Changeable later: the page shows the current club and lets another be chosen.
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, FAVOURITE_CLUB_PATH, SIGN_UP_PATH, toast, usePageTitle, userAtom } from '@portal/shared';
import { Button, CheckIcon, Container, Image, LoadingStatus, QueryErrorAlert, SearchIcon, Skeleton, TextField, VisuallyHidden } from '@portal/shared/ui';
import { teamQuery, teamsQuery, type Team } from '../../common/get-teams.ts';
import { clubTeamId, useSaveFavoriteClub } from './save-club.ts';
import { SignUpStepLine } from '../following/index.ts';
import { safeReturnPath } from '../../common/navigation.ts';

function ClubTile({ team, current, busy, disabled, onChoose }: { team: Team; current: boolean; busy: boolean; disabled: boolean; onChoose: () => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const titleId = `club-${team.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="club-tile"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: t.space(4),
        padding: t.space(4),
        blockSize: '100%',
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${current ? t.color.primary : t.color.border}`,
        boxShadow: current ? `0 0 0 1px ${t.color.primary}` : t.shadow.sm,
      }}
    >
      <span
        css={{
          flex: 'none',
          inlineSize: '56px',
          blockSize: '56px',
          borderRadius: t.radius.full,
          overflow: 'hidden',
          backgroundColor: t.color.sunken,
          padding: t.space(2),
        }}
      >
        <Image src={team.logo} alt="" width={40} height={40} fit="contain" />
      </span>
      <div css={{ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: t.space(1) }}>
        <h2 id={titleId} css={{ ...t.text.title, margin: 0, overflowWrap: 'anywhere' }}>
          {team.name}
        </h2>
        {team.city ? <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0 }}>{team.city}</p> : null}
      </div>
      <Button
        size="small"
        fullRounded
        variant={current ? 'secondary' : 'primary'}
        aria-pressed={current}
        loading={busy}
        disabled={disabled && !busy}
        startIcon={current ? <CheckIcon size={16} /> : undefined}
        onClick={onChoose}
      >
        {current ? tr('club.chosen') : tr('club.choose')}
        <VisuallyHidden> {team.name}</VisuallyHidden>
      </Button>
    </article>
  );
}

/** Reached from a sign-up (the guard stopped the way to its next step, kept as `?redirect=`): the club is one of its steps. */
function inSignUp(redirect: string | null): boolean {
  if (!redirect) return false;
  try {
    return new URL(redirect, 'http://portal.invalid').pathname.startsWith(SIGN_UP_PATH);
  } catch {
    return false;
  }
}

export function ClubPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  usePageTitle(tr('club.title'));
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const teams = useQuery(teamsQuery({ search: deferred }));
  const currentId = clubTeamId(user?.favoriteClubId);
  const current = useQuery({ ...teamQuery(currentId ?? ''), enabled: Boolean(currentId) });
  const save = useSaveFavoriteClub();
  const translateError = (error: unknown) => errorText(error, (key, options) => String(tr(key, { ...options, ns: 'common' } as never)));

  const choose = (team: Team) =>
    save.mutate(team.id, {
      onSuccess: () => {
        toast.success(tr('club.saved', { name: team.name }));
        void navigate(safeReturnPath(params.get('redirect')), { replace: true });
      },
      onError: (error) => toast.danger(`${tr('club.saveError')} ${translateError(error)}`.trim()),
    });

  const list = teams.data?.entries ?? [];
  return (
    <Container width="narrow" css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(6) }}>
      <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
        {inSignUp(params.get('redirect')) ? <SignUpStepLine step={FAVOURITE_CLUB_PATH} /> : null}
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('club.title')}</h1>
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{currentId ? tr('club.subtitleChange') : tr('club.subtitle')}</p>
        {currentId && current.data ? (
          <p data-testid="current-club" css={{ ...t.text.label, margin: 0 }}>
            {tr('club.current', { name: current.data.name })}
          </p>
        ) : null}
      </header>
      <div role="search">
        <TextField
          type="search"
          label={tr('club.search')}
          hint={tr('club.searchHint')}
          startIcon={<SearchIcon size={18} />}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      </div>
      <section aria-label={tr('club.results')} aria-busy={teams.isFetching}>
        {teams.isPending ? (
          <LoadingStatus label={tr('frame.loading')} css={{ display: 'grid', gap: t.space(3) }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="88px" radius="xl" />
            ))}
          </LoadingStatus>
        ) : teams.isError ? (
          <QueryErrorAlert title={tr('club.error')} query={teams} />
        ) : list.length === 0 ? (
          <p role="status" css={{ ...t.text.body, color: t.color.textMuted, textAlign: 'center', paddingBlock: t.space(8) }}>
            {tr('club.empty', { search: deferred.trim() })}
          </p>
        ) : (
          <ul
            css={{
              display: 'grid',
              gap: t.space(3),
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {list.map((team) => (
              <li key={team.id}>
                <ClubTile
                  team={team}
                  current={team.id === currentId}
                  busy={save.isPending && save.variables === team.id}
                  disabled={save.isPending}
                  onChoose={() => choose(team)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
