// /team/:teamId/ (guarded by disable-team-page in the shell): the team and its events.
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '@portal/shared';
import { getTeam, useTeam, type Team } from '../api/get-team.ts';
import { EntityHeader } from '../components/EntityHeader.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { EventRows } from '../components/EventRows.tsx';
import { loadOrNotFound } from '../lib/not-found.ts';

export const teamLoader = ({ params, request }: LoaderFunctionArgs): Promise<Team | null> => loadOrNotFound(getTeam(params.teamId ?? '', request.signal), 'team');

export function TeamPage() {
  const { t } = useTranslation('events');
  const { teamId = '' } = useParams();
  const initial = useLoaderData<Team | null>() ?? undefined;
  const query = useTeam(teamId, initial?.id === teamId ? initial : undefined);
  return (
    <Page data-testid="team-page">
      {query.isError ? (
        <ErrorState title={t('team.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <EntityHeader eyebrow={t('team.eyebrow')} title={query.data?.name ?? null} logo={query.data?.logo ?? null} color={query.data?.color} />
      )}
      <EventRows base={{ 'search.teams.id': [teamId] }} seeAll={false} />
    </Page>
  );
}
