// The portal's pages as the built route tables list them, with real ids of each tenant's seed:
// one list for the axe route matrix (ADR 0031) and the link crawler (issue 27 item 4).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall } from './auth/api.ts';
import { REPO_DIR } from './start-isolated-portal.ts';
import { SHELL_PAGES } from '../../shared/src/contract/shell-pages.ts';

interface RouteEntry {
  path: string;
  requiresFlag?: string;
}

/** Every remote's built route table, plus the shell's own pages (ADR 0056) and its unknown-route page. */
export function routeTable(): string[] {
  const remotes = readdirSync(REPO_DIR).filter((d) => d.startsWith('mf-'));
  const patterns = new Set<string>();
  for (const remote of remotes) {
    const manifest = JSON.parse(readFileSync(join(REPO_DIR, remote, 'dist', 'routes.json'), 'utf8')) as { routes: RouteEntry[] };
    for (const r of manifest.routes) patterns.add(r.path);
  }
  for (const path of SHELL_PAGES) patterns.add(path);
  patterns.add('no-such-page');
  return [...patterns].sort();
}

export const ROUTES = routeTable();

export const NEEDS_AUTH = /^(account|following|club|recommendation|selected|payment)(\/|$)|^auth\/sign-up\/./;

export type Samples = Record<string, string>;
const samples = new Map<string, Promise<Samples>>();

/** Real ids of the tenant's seed, read through the API once per worker. */
export function samplesFor(origin: string): Promise<Samples> {
  let found = samples.get(origin);
  if (!found) {
    found = (async () => {
      type Ev = {
        id: number;
        referenceId: string;
        status: string;
        sportType: string;
        team1: { id: number } | null;
        availableForUser: boolean;
        isEventAvailableInUserRegion: boolean;
      };
      const events = (await apiCall(origin, '/api/event/list', { body: { size: 100 } })).body.content.entries as Ev[];
      const archived = events.find((e) => e.status === 'archived' && e.availableForUser && e.isEventAvailableInUserRegion && e.team1) ?? events[0]!;
      const channel = events.find((e) => e.status === 'channel') ?? archived;
      const identities = (await apiCall(origin, '/api/identity/list', { body: {} })).body.content.entries as Array<{
        id: number;
        kind: string;
        identityIds: number[];
      }>;
      const league = identities.find((i) => i.kind === 'league')!;
      const main = identities.find((i) => i.kind === 'category' && i.identityIds.length) ?? league;
      const plans = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
      const plan = plans.status === 200 ? (plans.body.content.entries[0] as { id: number } | undefined) : undefined;
      return {
        eventId: String(archived.id),
        'channels/:eventId': String(channel.id),
        referenceId: archived.referenceId,
        sportType: archived.sportType,
        type: 'refunds',
        teamId: String(archived.team1!.id),
        leagueId: String(league.id),
        mainId: String(main.id),
        subId: String(main.identityIds[0] ?? league.id),
        provider: 'google',
        // plan and event to buy; contract and ticket detail: the demo fan owns none (the page's not-found state)
        'subscription/buy/:id': String(plan?.id ?? 1),
        'payment/event/:id': String(archived.id),
        'account/subscription/:id': '1',
        'account/ppv/:id': '1',
      };
    })();
    samples.set(origin, found);
  }
  return found;
}

export function concretePath(pattern: string, sample: Samples): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const specific = Object.keys(sample).find((k) => k.includes('/') && pattern.endsWith(k));
      const value = specific ? sample[specific] : sample[segment.slice(1)];
      if (value === undefined) throw new Error(`no sample for ${segment} in ${pattern}: add one to samplesFor()`);
      return encodeURIComponent(value);
    })
    .join('/');
  return path ? `/${path}/` : '/';
}
