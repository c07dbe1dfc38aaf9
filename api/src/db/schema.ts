// The database schema, and the source of truth for migrations: `npm run db:generate -w api`
// (drizzle-kit) writes the SQL into migrations/, and src/db/migrate.ts applies it with drizzle's
// migrator. Index and foreign-key names are those of the original hand-written SQL.
import { boolean, foreignKey, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The id of a row strangers must not enumerate (issue 26 item 2, ADR 0046): drawn by the database
 * (portal_random_id, migration 0007) from 2^30..2^31-1 with 30 random bits of gen_random_uuid(),
 * skipping ids in use. Still an integer: every type, schema and URL stays as it was.
 */
const randomId = (table: string) =>
  integer('id')
    .primaryKey()
    .default(sql.raw(`portal_random_id('${table}')`));

/** Rows die with their owner (a user's sessions, devices, follows, ...). */
const cascade = (name: string, column: AnyPgColumn, target: AnyPgColumn) =>
  foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete('cascade');

export const seedMeta = pgTable('seed_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type SurveyRecord = { surveyName: string; skipped?: string; submitted?: string; closed?: string };
export type UserOptions = Record<string, unknown>;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    city: text('city'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    phone: text('phone'),
    countryName: text('country_name'),
    postalCode: text('postal_code'),
    canCreateGlobalTag: boolean('can_create_global_tag').notNull().default(false),
    favoriteClubId: text('favorite_club_id'),
    identityId: integer('identity_id'),
    identityItemId: integer('identity_item_id'),
    options: jsonb('options').$type<UserOptions>().notNull().default({}),
    externalSubjects: jsonb('external_subjects').$type<Record<string, string>>().notNull().default({}),
    added: ts('added').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_tenant_email').on(t.tenantId, t.emailNormalized)],
);

export const devices = pgTable(
  'devices',
  {
    id: randomId('devices'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull().default(''),
    deviceType: text('device_type').notNull().default('desktop'),
    osName: text('os_name'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    addedAt: ts('added_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [cascade('devices_user_id_fkey', t.userId, users.id), uniqueIndex('devices_user_device').on(t.userId, t.deviceId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull().default(''),
    provider: text('provider').notNull().default('credentials'),
    status: text('status').$type<'active' | 'pending_device' | 'device_removed' | 'revoked'>().notNull().default('active'),
    revokedReason: text('revoked_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [cascade('sessions_user_id_fkey', t.userId, users.id), index('sessions_user').on(t.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [cascade('access_tokens_session_id_fkey', t.sessionId, sessions.id), index('access_tokens_session').on(t.sessionId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
    gracePayload: text('grace_payload'),
  },
  (t) => [cascade('refresh_tokens_session_id_fkey', t.sessionId, sessions.id), index('refresh_tokens_session').on(t.sessionId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('password_resets_user_id_fkey', t.userId, users.id)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    link: text('link'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to').on(t.tenantId, t.toAddress)],
);

export type Banner = { imageUrl: string; linkUrl?: string; linkTarget?: string };

export const identities = pgTable(
  'identities',
  {
    id: integer('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    mediaType: text('media_type').$type<'identity' | 'identity_item'>().notNull(),
    kind: text('kind').notNull().default('league'),
    title: text('title').notNull(),
    description: text('description'),
    sportType: text('sport_type'),
    archived: boolean('archived').notNull().default(false),
    logo: text('logo'),
    image: text('image'),
    banners: jsonb('banners').$type<Banner[]>().notNull().default([]),
    mobileBanners: jsonb('mobile_banners').$type<Banner[]>().notNull().default([]),
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    parentIds: integer('parent_ids').array().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    color: text('color'),
    seeded: boolean('seeded').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('identities_tenant').on(t.tenantId, t.mediaType)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    city: text('city'),
    sportType: text('sport_type').notNull(),
    color: text('color').notNull(),
    color2: text('color2').notNull(),
    identityIds: integer('identity_ids').array().notNull().default([]),
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [index('teams_tenant').on(t.tenantId)],
);

export const media = pgTable(
  'media',
  {
    id: randomId('media'),
    tenantId: text('tenant_id').notNull(),
    mediaType: text('media_type').notNull().default('event'),
    status: text('status').notNull().default('archived'),
    eventType: text('event_type').notNull().default('game'),
    gameType: text('game_type'),
    sportType: text('sport_type').notNull(),
    gender: text('gender'),
    title: text('title').notNull(),
    description: text('description'),
    referenceId: text('reference_id').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    gameStartAt: ts('game_start_at'),
    seedOffsetMinutes: integer('seed_offset_minutes'),
    durationSeconds: integer('duration_seconds'),
    team1Id: integer('team1_id'),
    team2Id: integer('team2_id'),
    score1: integer('score1'),
    score2: integer('score2'),
    identityIds: integer('identity_ids').array().notNull().default([]),
    commerceCoverage: text('commerce_coverage').notNull().default('commerce_free_media'),
    commerceType: text('commerce_type'),
    price: numeric('price', { precision: 10, scale: 2 }),
    currency: text('currency'),
    parentId: integer('parent_id'),
    highlightType: text('highlight_type'),
    clipKind: text('clip_kind'),
    playerNumber: text('player_number'),
    playerColor: text('player_color'),
    userId: integer('user_id'),
    startTimeMs: integer('start_time_ms'),
    endTimeMs: integer('end_time_ms'),
    hdUrl: text('hd_url'),
    panoUrl: text('pano_url'),
    epgUrl: text('epg_url'),
    geniusId: text('genius_id'),
    /** Countries (ISO 3166-1 alpha-2) the event may be watched in; null: everywhere (issue 9 region rule). */
    allowedCountries: text('allowed_countries').array(),
    enableStats: boolean('enable_stats').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    seeded: boolean('seeded').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    cascade('media_user_id_fkey', t.userId, users.id),
    index('media_tenant_type').on(t.tenantId, t.mediaType, t.status),
    index('media_parent').on(t.parentId),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  type: text('type').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
  duration: integer('duration').notNull(),
  durationUnits: text('duration_units').notNull(),
  allowedIdentityIds: integer('allowed_identity_ids').array().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  seeded: boolean('seeded').notNull().default(false),
});

export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    referenceId: integer('reference_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('follows_user_id_fkey', t.userId, users.id), uniqueIndex('follows_unique').on(t.userId, t.type, t.referenceId)],
);

export const watchlist = pgTable(
  'watchlist',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    videoId: integer('video_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('watchlist_user_id_fkey', t.userId, users.id), uniqueIndex('watchlist_unique').on(t.userId, t.videoId)],
);

export const tags = pgTable(
  'tags',
  {
    id: randomId('tags'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    type: text('type').notNull().default('user'),
    isGlobal: boolean('is_global').notNull().default(false),
    playerNumber: text('player_number'),
    playerColor: text('player_color'),
    teamId: integer('team_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('tags_user_id_fkey', t.userId, users.id), index('tags_target').on(t.tenantId, t.targetId)],
);

export type UserRow = typeof users.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

// Commerce (issue 13). A payment row is written before the provider is called (its unique
// idempotency key makes a repeated request find it); the contract or ticket it buys is written in
// the same transaction that marks it succeeded.
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The provider's reusable customer reference; card numbers never reach us. */
    customerRef: text('customer_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The store_card request that put this card here (derived from its token): a repeat of it answers this card. */
    sourceKey: text('source_key'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [cascade('payment_cards_user_id_fkey', t.userId, users.id), uniqueIndex('payment_cards_user').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: randomId('payments'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('processing'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    subscriptionId: integer('subscription_id'),
    eventId: integer('event_id'),
    accessCodeId: integer('access_code_id'),
    /** What is bought ('plan:<id>' or 'event:<id>'): one open payment per user and product (payments_open_purchase). */
    purchaseKey: text('purchase_key'),
    chargeId: text('charge_id'),
    challengeId: text('challenge_id'),
    challengeUrl: text('challenge_url'),
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    contractId: integer('contract_id'),
    ticketId: integer('ticket_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    cascade('payments_user_id_fkey', t.userId, users.id),
    uniqueIndex('payments_idempotency').on(t.userId, t.idempotencyKey),
    index('payments_user').on(t.userId, t.createdAt),
    // The purchase lock: a payment not yet final holds its product for the user, so a second checkout of
    // it (any key, any process) cannot reach the provider. Enforced by the database on PGlite and PostgreSQL.
    uniqueIndex('payments_open_purchase')
      .on(t.tenantId, t.userId, t.purchaseKey)
      .where(sql`${t.status} in ('processing', 'requires_action') and ${t.purchaseKey} is not null`),
    index('payments_processing').on(t.status, t.updatedAt),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: randomId('contracts'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    source: text('source').notNull(),
    paymentId: integer('payment_id'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('contracts_user_id_fkey', t.userId, users.id), index('contracts_user').on(t.userId, t.endAt)],
);

export const ppvTickets = pgTable(
  'ppv_tickets',
  {
    id: randomId('ppv_tickets'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    eventId: integer('event_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [cascade('ppv_tickets_user_id_fkey', t.userId, users.id), uniqueIndex('ppv_tickets_user_event').on(t.userId, t.eventId)],
);

export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    code: text('code').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    usedByUserId: integer('used_by_user_id'),
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [uniqueIndex('access_codes_code').on(t.tenantId, t.code)],
);

/**
 * Tenant content pages (about, terms, privacy, FAQ, and any /info/{type} page), one row per
 * slug and locale. The body is a structured document (ADR 0019), never HTML: the API
 * validates it with the schema in routes/content-pages.ts and the browser renders it as text.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<unknown[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [uniqueIndex('content_pages_tenant_slug_locale').on(t.tenantId, t.slug, t.locale)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type PpvTicketRow = typeof ppvTickets.$inferSelect;

/** Where a viewer stopped in an archived event or clip (issue 15 item 5: continue watching, resume across devices). */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    videoId: integer('video_id').notNull(),
    seconds: integer('seconds').notNull(),
    duration: integer('duration').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    cascade('playback_positions_user_id_fkey', t.userId, users.id),
    cascade('playback_positions_video_id_fkey', t.videoId, media.id),
    uniqueIndex('playback_positions_unique').on(t.userId, t.videoId),
    index('playback_positions_recent').on(t.userId, t.updatedAt),
  ],
);

/** 'Notify me' on an upcoming event (issue 15 item 3): the scheduler tells these users when it goes live. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    videoId: integer('video_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    cascade('event_reminders_user_id_fkey', t.userId, users.id),
    cascade('event_reminders_video_id_fkey', t.videoId, media.id),
    uniqueIndex('event_reminders_unique').on(t.userId, t.videoId),
    index('event_reminders_video').on(t.videoId),
  ],
);

/**
 * Web push subscriptions (issue 15 item 3, ADR 0036): one row per browser a viewer allowed to
 * notify them; the scheduler pushes reminders to these. `texts` are the title and body templates
 * the browser sent in the viewer's language (`{{title}}` is the event's title).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: randomId('push_subscriptions'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull(),
    texts: jsonb('texts').$type<{ title: string; body: string }>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    cascade('push_subscriptions_user_id_fkey', t.userId, users.id),
    uniqueIndex('push_subscriptions_endpoint').on(t.tenantId, t.endpoint),
    index('push_subscriptions_user').on(t.userId, t.updatedAt),
  ],
);
