-- Initial schema. Applied by src/db/migrate.ts on PGlite and PostgreSQL alike.
-- Every content and user table carries tenant_id (the tenant's id from tenants/<id>.json).

CREATE TABLE seed_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  email text NOT NULL,
  email_normalized text NOT NULL,
  password_hash text,
  display_name text,
  city text,
  gender text,
  date_of_birth text,
  phone text,
  country_name text,
  postal_code text,
  can_create_global_tag boolean NOT NULL DEFAULT false,
  favorite_club_id text,
  identity_id integer,
  identity_item_id integer,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  external_subjects jsonb NOT NULL DEFAULT '{}'::jsonb,
  added timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_tenant_email ON users (tenant_id, email_normalized);

CREATE TABLE devices (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  device_name text NOT NULL DEFAULT '',
  device_type text NOT NULL DEFAULT 'desktop',
  os_name text,
  os_version text,
  app_version text,
  added_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX devices_user_device ON devices (user_id, device_id);

-- One sign-in = one session (a refresh-token family). status: active | pending_device | revoked.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  device_name text NOT NULL DEFAULT '',
  provider text NOT NULL DEFAULT 'credentials',
  status text NOT NULL DEFAULT 'active',
  revoked_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX access_tokens_session ON access_tokens (session_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  -- the successor token pair, encrypted with a key derived from this (old) token, kept only for the grace window
  grace_payload text
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to ON mail_outbox (tenant_id, to_address);

-- Leagues/categories (media_type 'identity') and sub-categories (media_type 'identity_item').
CREATE TABLE identities (
  id integer PRIMARY KEY,
  tenant_id text NOT NULL,
  media_type text NOT NULL,
  kind text NOT NULL DEFAULT 'league',
  title text NOT NULL,
  description text,
  sport_type text,
  archived boolean NOT NULL DEFAULT false,
  logo text,
  image text,
  banners jsonb NOT NULL DEFAULT '[]'::jsonb,
  mobile_banners jsonb NOT NULL DEFAULT '[]'::jsonb,
  social jsonb NOT NULL DEFAULT '{}'::jsonb,
  parent_ids integer[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  color text,
  seeded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identities_tenant ON identities (tenant_id, media_type);

CREATE TABLE teams (
  id integer PRIMARY KEY,
  tenant_id text NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  city text,
  sport_type text NOT NULL,
  color text NOT NULL,
  color2 text NOT NULL,
  identity_ids integer[] NOT NULL DEFAULT '{}',
  seeded boolean NOT NULL DEFAULT false
);
CREATE INDEX teams_tenant ON teams (tenant_id);

-- Events, channels, highlights and clips: media_type event | clip | highlight | user_clip | user_highlight.
CREATE TABLE media (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  media_type text NOT NULL DEFAULT 'event',
  status text NOT NULL DEFAULT 'archived',
  event_type text NOT NULL DEFAULT 'game',
  game_type text,
  sport_type text NOT NULL,
  gender text,
  title text NOT NULL,
  description text,
  reference_id text NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  game_start_at timestamptz,
  seed_offset_minutes integer,
  duration_seconds integer,
  team1_id integer,
  team2_id integer,
  score1 integer,
  score2 integer,
  identity_ids integer[] NOT NULL DEFAULT '{}',
  commerce_coverage text NOT NULL DEFAULT 'commerce_free_media',
  commerce_type text,
  price numeric(10,2),
  currency text,
  parent_id integer,
  highlight_type text,
  clip_kind text,
  player_number text,
  player_color text,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  start_time_ms integer,
  end_time_ms integer,
  hd_url text,
  pano_url text,
  epg_url text,
  genius_id text,
  enable_stats boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  seeded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_tenant_type ON media (tenant_id, media_type, status);
CREATE INDEX media_parent ON media (parent_id);

CREATE TABLE subscriptions (
  id integer PRIMARY KEY,
  tenant_id text NOT NULL,
  title text NOT NULL,
  description text,
  type text NOT NULL,
  price numeric(10,2) NOT NULL,
  currency text NOT NULL,
  duration integer NOT NULL,
  duration_units text NOT NULL,
  allowed_identity_ids integer[] NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  seeded boolean NOT NULL DEFAULT false
);

CREATE TABLE follows (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  reference_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX follows_unique ON follows (user_id, type, reference_id);

CREATE TABLE watchlist (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX watchlist_unique ON watchlist (user_id, video_id);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id integer NOT NULL,
  title text NOT NULL,
  start_ms integer NOT NULL,
  end_ms integer NOT NULL,
  type text NOT NULL DEFAULT 'user',
  is_global boolean NOT NULL DEFAULT false,
  player_number text,
  player_color text,
  team_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tags_target ON tags (tenant_id, target_id);
