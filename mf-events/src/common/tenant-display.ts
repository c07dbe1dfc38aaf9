// Two tenant flags of api/README.md that change how an event reads on every card and page:
// `enable_short_team_names` (a team's short name where it has one) and `enable_real_kickoff_time`
// (the game's real start, gameStartDate, instead of the broadcast's scheduled date).
import { kickoffIso as sharedKickoffIso, useCustomerConfig, type EventMedia, type EventTeam, type PublicTenantConfig } from '@portal/shared';

type Flags = Pick<PublicTenantConfig, 'enable_short_team_names' | 'enable_real_kickoff_time'> | null | undefined;

export const teamLabel = (team: Pick<EventTeam, 'name' | 'shortName'>, cfg: Flags): string | null =>
  (cfg?.enable_short_team_names && team.shortName) || team.name;

/** The kit's rule (the pay-per-view ticket in mf-account reads the same). */
export const kickoffIso = (event: Pick<EventMedia, 'date' | 'gameStartDate'>, cfg: Flags): string | null => sharedKickoffIso(event, cfg);

/** Both, bound to the tenant of the page. */
export function useEventDisplay() {
  const cfg = useCustomerConfig();
  return {
    teamLabel: (team: Pick<EventTeam, 'name' | 'shortName'>) => teamLabel(team, cfg),
    kickoffIso: (event: Pick<EventMedia, 'date' | 'gameStartDate'>) => kickoffIso(event, cfg),
  };
}
