// /team/:teamId/ (behind the tenant's enable_team_page flag, product disable-team-page): the team and its events.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page, QueryErrorAlert } from '@portal/shared/ui';
import { useTeam } from '../../common/get-team.ts';
import { EntityHeader } from './EntityHeader.tsx';
import { EventRows } from '../browse/index.ts';
import { FollowControl } from '../../common/FollowControl.tsx';

export { teamLoader } from './identity-loaders.ts';

export function TeamPage() {
  const { t } = useTranslation('events');
  const { teamId = '' } = useParams();
  const query = useTeam(teamId);
  return (
    <Page data-testid="team-page">
      {query.isError ? (
        <QueryErrorAlert title={t('team.error')} query={query} />
      ) : (
        <EntityHeader eyebrow={t('team.eyebrow')} title={query.data?.name ?? null} logo={query.data?.logo ?? null} color={query.data?.color}>
          {query.data ? <FollowControl type="team" id={teamId} target="team" name={query.data.name} /> : null}
        </EntityHeader>
      )}
      <EventRows base={{ 'search.teams.id': [teamId] }} seeAll={false} />
    </Page>
  );
}
