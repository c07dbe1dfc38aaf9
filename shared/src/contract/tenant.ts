// The customer (tenant) configuration: every field of api/README.md
// "Customer configuration", plus what the platform needs to compose the portal
// (which remotes are on, where their bundles come from, which URL prefixes they own).
// Types and constants live here; the zod schema, which only the API runs, is in
// tenant-schema.ts so that the browser bundle never carries zod.
import type { z } from 'zod';
import type { remoteEntrySchema, routeRuleSchema, tenantConfigSchema } from './tenant-schema.ts';

export const REMOTE_IDS = ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/** Module Federation container names must be identifiers: mf-events -> mf_events. */
export const containerName = (id: RemoteId): string => id.replace(/-/g, '_');

export { LOCALES, type Locale } from './locales.ts';

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RouteRule = z.infer<typeof routeRuleSchema>;
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

type PlayerOptions = NonNullable<TenantConfig['player']>;
/** A tenant without a `player` block: plain HLS live playlists, English commentary first. */
const PLAYER_DEFAULTS: PlayerOptions = { lowLatency: { enabled: false, targetLatencySeconds: 2 }, defaultAudioLanguage: 'en' };
export const playerOptionsOf = (config: Pick<TenantConfig, 'player'>): PlayerOptions => config.player ?? PLAYER_DEFAULTS;

/** What the browser receives from GET /api/customer/config: placeholders resolved, remotes with manifest URLs. */
export type ResolvedRemote = { id: RemoteId; container: string; enabled: boolean; version: string; manifestUrl: string; prefixes: string[] };
export type PublicTenantConfig = Omit<TenantConfig, 'hosts' | 'remotes'> & {
  remotes: ResolvedRemote[];
  build: string;
  /** The deployment's VAPID public key when the tenant sends web push (ADR 0036); absent otherwise. */
  web_push_public_key?: string;
  /** Route patterns ('team/:teamId') of enabled remotes that this tenant switched off by a flag
   *  (the routes.json `requiresFlag`, ADR 0020): links to them are not rendered (routeAvailable). */
  disabled_routes?: string[];
};
