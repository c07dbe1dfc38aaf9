// The zod schema of tenants/*.json, run by the API at start-up (Node only: the
// browser gets the validated, resolved configuration and needs no zod).
import { z } from 'zod';
import { LOCALES } from './locales.ts';

const url = z.string().min(1);
const prefix = z.string().regex(/^\/[a-z0-9\-/]*$/i, 'must start with / and contain only path characters');

export const remoteEntrySchema = z.object({
  enabled: z.boolean(),
  /** An exact version ("1.0.0") or a deploy pointer ("latest") resolved by the CDN's pointers.json. */
  version: z.string().min(1),
  /** Full manifest URL; when absent the API derives it from the CDN origin, remote id and version. */
  manifest_url: url.optional(),
  /** URL prefixes this remote owns; the longest matching prefix across remotes wins. */
  prefixes: z.array(prefix).min(1),
});

/** Guard 3 of docs/product.md: a server-provided redirect. `to` may be absolute (full page load). */
export const routeRuleSchema = z.object({
  from: prefix,
  /** exact: the path must equal `from` (trailing slash ignored); prefix: `from` and everything below. */
  match: z.enum(['exact', 'prefix']).default('exact'),
  to: z.string().min(1),
});

export const ssoProviderSchema = z.object({
  /** OpenID issuer (the demo points every provider at the local OpenID provider). */
  issuer: url,
  authorization_endpoint: url,
  token_endpoint: url,
  client_id: z.string().min(1),
});

export const appConfigSchema = z.object({
  app_id_for_ga4: z.string(),
  app_id_oneSignal: z.string(),
  app_id_oneSignal_custom_domain_prod: z.string(),
  socket_base: z.string(),
  enable_auth_via_facebook: z.boolean(),
  app_id_facebook: z.string(),
  enable_auth_via_google: z.boolean(),
  app_client_id_for_google: z.string(),
  enable_auth_via_apple: z.boolean(),
  app_client_id_for_apple: z.string(),
  /** Sentry DSN for browser error reports (api/README.md: 5xx answers and fatal errors); empty: off. */
  sentry_dsn: z.string().default(''),
});

/** api/README.md "Social links": the tenant's own pages, shown in the footer. */
export const SOCIAL_LINK_KINDS = ['facebook', 'x', 'instagram', 'youtube', 'tiktok', 'web', 'whatsapp'] as const;
// https only: the footer opens them in a new tab and must never carry a javascript: or http: link.
const socialUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL');
export const socialLinksSchema = z
  .object({
    facebook: socialUrl.optional(),
    x: socialUrl.optional(),
    instagram: socialUrl.optional(),
    youtube: socialUrl.optional(),
    tiktok: socialUrl.optional(),
    web: socialUrl.optional(),
    whatsapp: socialUrl.optional(),
  })
  .strict();

/** The player's stream options (api/README.md "Media"); the whole block is optional, PLAYER_DEFAULTS fill it. */
const playerOptionsSchema = z
  .object({
    /** LL-HLS live playlists (parts of ~1/3 s, blocking reloads); off: the plain 2 s segment window. */
    lowLatency: z
      .object({
        enabled: z.boolean().default(false),
        /** How far behind live the player should rest (s); the live playlist's PART-HOLD-BACK is at least this. */
        targetLatencySeconds: z.number().min(1).max(30).default(2),
      })
      .strict()
      .default({ enabled: false, targetLatencySeconds: 2 }),
    /** Language (ISO 639) of the commentary a player starts with: DEFAULT=YES in the master playlist's audio group. */
    defaultAudioLanguage: z
      .string()
      .regex(/^[a-z]{2,3}$/)
      .default('en'),
  })
  .strict();

export const tenantConfigSchema = z
  .object({
    /** Stable id of the tenant, equal to the file name without .json. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Host names (without port) that select this tenant. */
    hosts: z.array(z.string().min(1)).min(1),
    api_base: z.string().default('/'),
    name: z.string().min(1),
    name_short: z
      .string()
      .min(1)
      .regex(/^[a-z0-9_-]+$/i, 'letters, digits, - and _ only (used in cookie names)'),
    portal_url: url,
    appearance: z.object({
      logo_url: url,
      /** Brand accent colour; the design system derives its palette from it. */
      primary_color: z.string().regex(/^#[0-9a-f]{6}$/i),
    }),
    custom_domain_url: z.string(),
    environment: z.enum(['development', 'staging', 'production']),
    isPxa: z.boolean(),
    default_locale: z.enum(LOCALES),
    default_color_mode: z.enum(['dark', 'light', 'system']),
    enable_skip_login_page_for_ifa_sso: z.boolean(),
    enable_auth_via_ifa: z.boolean(),
    enable_smart_app_banner: z.boolean(),
    android_store_url: z.string(),
    ios_store_url: z.string(),
    user_survey_form_url: z.string(),
    /** The two external form origins whose postMessages the survey accepts (docs/product.md). */
    user_survey_allowed_origins: z.array(z.string()).max(2),
    /** Sites allowed to embed this tenant's player (embed.js, ADR 0034): exact origins, no paths,
     *  no wildcards. CORS lets exactly these read the event JSON, the tenant config and the media. */
    embed_origins: z
      .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'an origin: scheme://host[:port]'))
      .max(20)
      .optional(),
    enable_match_stats: z.boolean(),
    enable_game_highlights: z.boolean(),
    enable_player_highlights: z.boolean(),
    enable_leagues_view: z.boolean(),
    enable_white_theme: z.boolean(),
    enable_notifications_oneSignal: z.boolean(),
    enable_short_team_names: z.boolean(),
    enable_real_kickoff_time: z.boolean(),
    enable_ads: z.boolean(),
    enable_gender_classification: z.boolean(),
    enable_device_limit_new_flow: z.boolean(),
    enable_favourite_club_selection: z.boolean(),
    enable_team_page: z.boolean(),
    /** /multiview/: up to four live events at once (ADR 0035); off answers 404. */
    enable_multiview: z.boolean().default(false),
    /** Live latency and audio language of the player (playerOptionsOf fills an absent block). */
    player: playerOptionsSchema.optional(),
    /** SOCIAL_LINKS of the tenant (any subset of SOCIAL_LINK_KINDS); none: the footer shows no social row. */
    social_links: socialLinksSchema.default({}),
    /** How many devices one user may have signed in at once (server-enforced). */
    device_limit: z.number().int().min(1).max(50),
    /** Steps after /auth/sign-up/, in order; each is a path owned by some remote. */
    sign_up_steps: z.array(prefix),
    app_config: appConfigSchema,
    sso: z
      .object({
        facebook: ssoProviderSchema.optional(),
        google: ssoProviderSchema.optional(),
        apple: ssoProviderSchema.optional(),
        ifa: ssoProviderSchema.optional(),
      })
      .default({}),
    route_rules: z.array(routeRuleSchema).default([]),
    remotes: z.object({
      'mf-auth': remoteEntrySchema,
      'mf-events': remoteEntrySchema,
      'mf-account': remoteEntrySchema,
      'mf-commerce': remoteEntrySchema,
      'mf-following': remoteEntrySchema,
    }),
  })
  .strict();

/** Validates a parsed tenant file; the error names the file and the first failing fields. */
export function parseTenantConfig(raw: unknown, file: string): z.infer<typeof tenantConfigSchema> {
  const result = tenantConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid tenant configuration ${file}: ${problems}`);
  }
  return result.data;
}
