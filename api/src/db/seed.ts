// Idempotent demo seed. Seeded content has deterministic ids per tenant (so URLs and follows
// stay valid across re-seeds), demo users are upserted with the documented passwords.
// Event dates are stored as offsets from "now" and shifted on every start (refreshEventDates).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accessCodes, follows, identities, media, seedMeta, subscriptions, teams, users, watchlist } from './schema.ts';
import type { TenantConfig } from '../tenants.ts';
import { english, hebrew, type Catalogue, type Sport } from './seed-data.ts';
import { hashPassword } from '../auth/accounts.ts';
import { seedContentPages } from './seed-content.ts';

export const SEED_VERSION = '2026-05-5';
export const DEMO_PASSWORD = 'Password123!';

export function demoUsers(tenant: TenantConfig) {
  return [
    { email: `fan@${tenant.id}.test`, displayName: tenant.default_locale === 'he' ? 'נועה כהן' : 'Alex Morgan', fan: true },
    { email: `new@${tenant.id}.test`, displayName: tenant.default_locale === 'he' ? 'איתי לוי' : 'Jamie Reed', fan: false },
  ];
}

const seedKey = (tenants: TenantConfig[]) =>
  `${SEED_VERSION}:${createHash('sha256')
    .update(tenants.map((t) => `${t.id}/${t.default_locale}/${t.remotes['mf-commerce'].enabled ? 'sells' : 'free'}`).join(','))
    .digest('hex')
    .slice(0, 12)}`;

/** Seeds when the database is empty or the seed version changed; returns whether it ran. */
export async function seedIfNeeded(database: Database, tenants: TenantConfig[]): Promise<boolean> {
  const [row] = await database.db.select().from(seedMeta).where(eq(seedMeta.key, 'seed_version'));
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from media where seeded');
  if (row?.value === seedKey(tenants) && Number(n) > 0) return false;
  await seed(database, tenants);
  return true;
}

function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 100000) / 100000;
  };
}

const DAY = 24 * 60;

export async function seed(database: Database, tenants: TenantConfig[]) {
  const { db } = database;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const [index, tenant] of tenants.entries()) {
    const base = (index + 1) * 10000;
    const cat: Catalogue = tenant.default_locale === 'he' ? hebrew : english;
    const sells = tenant.remotes['mf-commerce'].enabled;
    const random = rng(base + 7);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const int = (a: number, b: number) => a + Math.floor(random() * (b - a + 1));

    await db.delete(media).where(and(eq(media.tenantId, tenant.id), eq(media.seeded, true)));
    await db.delete(teams).where(and(eq(teams.tenantId, tenant.id), eq(teams.seeded, true)));
    await db.delete(identities).where(and(eq(identities.tenantId, tenant.id), eq(identities.seeded, true)));
    await db.delete(accessCodes).where(and(eq(accessCodes.tenantId, tenant.id), eq(accessCodes.seeded, true)));
    await db.delete(subscriptions).where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.seeded, true)));
    await seedContentPages(database, tenant);

    const identityRows: (typeof identities.$inferInsert)[] = [];
    const teamRows: (typeof teams.$inferInsert)[] = [];
    const mediaRows: (typeof media.$inferInsert)[] = [];
    const leagueIds = new Map<string, number>();
    let mediaId = base + 3000;
    let teamId = base + 1000;
    let subId = base + 200;

    for (const [li, league] of cat.leagues.entries()) {
      const leagueId = base + 100 + li;
      leagueIds.set(league.key, leagueId);
      identityRows.push({
        id: leagueId,
        tenantId: tenant.id,
        mediaType: 'identity',
        kind: league.kind,
        title: league.title,
        description: league.description,
        sportType: league.sport,
        logo: null,
        banners: [{ imageUrl: `/assets/identities/${leagueId}.svg`, linkUrl: `/league/${leagueId}`, linkTarget: '_self' }],
        mobileBanners: [{ imageUrl: `/assets/identities/${leagueId}.svg`, linkUrl: `/league/${leagueId}`, linkTarget: '_self' }],
        social: {
          web: `https://example.com/${tenant.id}/${league.key}`,
          facebook: `https://facebook.com/${tenant.id}${league.key}`,
          instagram: `https://instagram.com/${tenant.id}${league.key}`,
          x: `https://x.com/${tenant.id}${league.key}`,
        },
        sortOrder: li + 1,
        color: league.color,
        seeded: true,
      });
      const subIds: number[] = [];
      for (const [si, sub] of league.subs.entries()) {
        const id = subId++;
        subIds.push(id);
        identityRows.push({
          id,
          tenantId: tenant.id,
          mediaType: 'identity_item',
          kind: 'subcategory',
          title: sub.title,
          description: `${league.title} · ${sub.title}`,
          sportType: league.sport,
          parentIds: [leagueId],
          sortOrder: si + 1,
          color: league.color,
          seeded: true,
        });
      }
      const ids: number[] = [];
      for (const [ti, team] of league.teams.entries()) {
        const id = teamId++;
        ids.push(id);
        teamRows.push({
          id,
          tenantId: tenant.id,
          name: team.name,
          shortName: team.short,
          city: team.city,
          sportType: league.sport,
          color: team.color,
          color2: team.color2,
          identityIds: [leagueId, subIds[team.sub ?? ti % Math.min(subIds.length, 2)]!],
          seeded: true,
        });
      }

      const statusList: ('live' | 'upcoming' | 'archived')[] = [
        ...Array(league.plan.live).fill('live'),
        ...Array(league.plan.upcoming).fill('upcoming'),
        ...Array(league.plan.archived).fill('archived'),
      ];
      const round = 14;
      for (const [ei, status] of statusList.entries()) {
        let home = ids[(ei * 2) % ids.length]!;
        let away = ids[(ei * 2 + 1 + Math.floor(ei / ids.length)) % ids.length]!;
        if (away === home) away = ids[(ei * 2 + 2) % ids.length]!;
        const subIndex = ei % league.subs.length;
        if (league.teams.some((team) => team.sub !== undefined)) {
          // Teams of an age group play each other, in their group (no U19 game under Under 17).
          const group = ids.filter((_, ti) => league.teams[ti]!.sub === subIndex);
          const turn = Math.floor(ei / league.subs.length);
          home = group[turn % group.length]!;
          away = group[(turn + 1) % group.length]!;
        }
        const homeTeam = league.teams[ids.indexOf(home)]!;
        const awayTeam = league.teams[ids.indexOf(away)]!;
        const sub = league.subs[subIndex]!;
        const subIdentity = subIds[subIndex]!;
        const durationMin = league.sport === 'football' ? 115 : league.sport === 'basketball' ? 140 : 100;
        let offset: number;
        if (status === 'live') offset = -int(10, 100);
        else if (status === 'upcoming') offset = ei === league.plan.live && li === 0 ? 20 : int(90, 14 * DAY - 60);
        else offset = -int(1 * DAY, 60 * DAY);
        const thisRound =
          status === 'archived'
            ? round - 1 - ((ei - league.plan.live - league.plan.upcoming) % 12)
            : status === 'live'
              ? round
              : round + 1 + Math.floor((ei - league.plan.live) / 3);
        const [s1, s2] = scores(league.sport, status, random);
        // A tenant that sells nothing (commerce remote off) has no paid events: what its
        // viewers could never buy would only show them a lock.
        const coverage =
          sells && status === 'upcoming' && ei % 5 === 1
            ? 'commerce_ppv_media'
            : sells && ei % 4 === 3
              ? 'commerce_subscription_basic_media'
              : ei % 6 === 5
                ? 'commerce_members_media'
                : 'commerce_free_media';
        const id = mediaId++;
        const title = `${homeTeam.name} ${cat.words.vs} ${awayTeam.name}`;
        mediaRows.push({
          id,
          tenantId: tenant.id,
          mediaType: 'event',
          status,
          eventType: 'game',
          gameType: league.kind === 'category' ? 'youth' : 'official',
          sportType: league.sport,
          gender: sub.gender ?? 'male',
          title,
          description: `${cat.words.round} ${thisRound} · ${league.title} · ${sub.title}`,
          referenceId: `${tenant.id}-evt-${id}`,
          startAt: new Date(),
          seedOffsetMinutes: offset,
          durationSeconds: durationMin * 60,
          team1Id: home,
          team2Id: away,
          score1: s1,
          score2: s2,
          identityIds: [leagueId, subIdentity],
          commerceCoverage: coverage,
          commerceType: coverage === 'commerce_ppv_media' ? 'ppv' : coverage === 'commerce_subscription_basic_media' ? 'svod' : null,
          price: coverage === 'commerce_ppv_media' ? (cat.currency === 'ILS' ? '19.90' : '4.99') : null,
          currency: coverage === 'commerce_ppv_media' ? cat.currency : null,
          geniusId: `g-${id}`,
          enableStats: status !== 'upcoming',
          sortOrder: ei,
          seeded: true,
        });
        if (status === 'archived') {
          const after = offset + durationMin + 30;
          mediaRows.push({
            id: mediaId++,
            tenantId: tenant.id,
            mediaType: 'highlight',
            status: 'archived',
            eventType: 'game',
            sportType: league.sport,
            gender: sub.gender ?? 'male',
            title: `${cat.words.highlights}: ${homeTeam.short} ${s1}:${s2} ${awayTeam.short}`,
            description: `${cat.words.round} ${thisRound} · ${league.title}`,
            referenceId: `${tenant.id}-hl-${id}`,
            startAt: new Date(),
            seedOffsetMinutes: after,
            durationSeconds: int(150, 420),
            team1Id: home,
            team2Id: away,
            score1: s1,
            score2: s2,
            identityIds: [leagueId, subIdentity],
            parentId: id,
            highlightType: 'game',
            clipKind: 'highlight',
            seeded: true,
          });
          if (ei % 3 === 0) {
            const number = String(int(2, 23));
            mediaRows.push({
              id: mediaId++,
              tenantId: tenant.id,
              mediaType: 'highlight',
              status: 'archived',
              eventType: 'game',
              sportType: league.sport,
              title: `${cat.words.bestOf} #${number} · ${homeTeam.short}`,
              description: title,
              referenceId: `${tenant.id}-ph-${id}`,
              startAt: new Date(),
              seedOffsetMinutes: after + 10,
              durationSeconds: int(60, 180),
              team1Id: home,
              team2Id: away,
              identityIds: [leagueId, subIdentity],
              parentId: id,
              highlightType: 'player',
              clipKind: 'highlight',
              playerNumber: number,
              playerColor: homeTeam.color,
              seeded: true,
            });
          }
          if (ei % 2 === 0) {
            const kind = pick(['recap', 'condensed', 'auto', 'clip'] as const);
            mediaRows.push({
              id: mediaId++,
              tenantId: tenant.id,
              mediaType: 'clip',
              status: 'archived',
              eventType: 'game',
              sportType: league.sport,
              title: `${kind === 'condensed' ? cat.words.condensed : kind === 'recap' ? cat.words.recap : cat.words.goal}: ${title}`,
              description: `${league.title} · ${sub.title}`,
              referenceId: `${tenant.id}-cl-${id}`,
              startAt: new Date(),
              seedOffsetMinutes: after + 20,
              durationSeconds: kind === 'condensed' ? int(900, 1500) : int(30, 240),
              team1Id: home,
              team2Id: away,
              identityIds: [leagueId, subIdentity],
              parentId: id,
              highlightType: 'game',
              clipKind: kind,
              seeded: true,
            });
          }
        }
      }
    }
    for (const [ci, channel] of cat.channels.entries()) {
      const id = mediaId++;
      mediaRows.push({
        id,
        tenantId: tenant.id,
        mediaType: 'event',
        status: 'channel',
        eventType: 'channel',
        sportType: channel.sport as Sport,
        title: channel.title,
        description: channel.description,
        referenceId: `${tenant.id}-ch-${ci + 1}`,
        startAt: new Date(),
        seedOffsetMinutes: -30 * DAY,
        durationSeconds: 365 * 24 * 3600,
        identityIds: [leagueIds.get(channel.sport === 'basketball' ? 'basketball' : 'football')!],
        commerceCoverage: ci === 0 || !sells ? 'commerce_free_media' : 'commerce_subscription_basic_media',
        commerceType: ci === 0 || !sells ? null : 'svod',
        sortOrder: ci,
        seeded: true,
      });
    }

    await db.insert(identities).values(identityRows);
    await db.insert(teams).values(teamRows);
    // The region rule's demo (issue 9): one free archived event per tenant plays only in one country
    // (a viewer elsewhere, or of unknown country, is told so); try it with the cookie portal_country.
    const limited = mediaRows.filter((m) => m.status === 'archived' && m.mediaType === 'event' && m.commerceCoverage === 'commerce_free_media').at(-1);
    if (limited) limited.allowedCountries = [tenant.id === 'kadur' ? 'IL' : 'GB'];
    for (let i = 0; i < mediaRows.length; i += 100) await db.insert(media).values(mediaRows.slice(i, i + 100));
    await db.insert(subscriptions).values(
      cat.plans.map((p, pi) => ({
        id: base + 500 + pi,
        tenantId: tenant.id,
        title: p.title,
        description: p.description,
        type: p.type,
        price: p.price.toFixed(2),
        currency: cat.currency,
        duration: p.duration,
        durationUnits: p.units,
        allowedIdentityIds: p.leagueKey ? [leagueIds.get(p.leagueKey)!] : [],
        sortOrder: pi,
        seeded: true,
      })),
    );
    // Demo access codes (api/README.md, Commerce): WELCOME-1..20 unlock the first plan; EXPIRED has expired.
    const codePrefix = tenant.id.toUpperCase();
    await db.insert(accessCodes).values([
      ...Array.from({ length: 20 }, (_, i) => ({
        tenantId: tenant.id,
        code: `${codePrefix}-WELCOME-${i + 1}`,
        subscriptionId: base + 500,
        expiresAt: new Date(Date.now() + 3650 * 24 * 3600_000),
        seeded: true,
      })),
      { tenantId: tenant.id, code: `${codePrefix}-EXPIRED`, subscriptionId: base + 500, expiresAt: new Date(Date.now() - 24 * 3600_000), seeded: true },
    ]);

    // Demo users (documented in api/README.md).
    const firstFootballTeam = teamRows.find((t) => t.sportType === 'football')!;
    const footballLeague = leagueIds.get('football')!;
    for (const u of demoUsers(tenant)) {
      const values = {
        tenantId: tenant.id,
        email: u.email,
        emailNormalized: u.email,
        passwordHash: hash,
        displayName: u.displayName,
        city: u.fan ? (tenant.default_locale === 'he' ? 'תל אביב' : 'Harbor City') : null,
        countryName: u.fan ? (tenant.default_locale === 'he' ? 'Israel' : 'United Kingdom') : null,
        canCreateGlobalTag: u.fan,
        favoriteClubId: u.fan && tenant.enable_favourite_club_selection ? `team|${firstFootballTeam.id}` : null,
        added: new Date(Date.now() - (u.fan ? 120 : 0) * 24 * 3600_000),
      };
      const [user] = await db
        .insert(users)
        .values(values)
        .onConflictDoUpdate({
          target: [users.tenantId, users.emailNormalized],
          set: { passwordHash: hash, favoriteClubId: values.favoriteClubId, canCreateGlobalTag: values.canCreateGlobalTag },
        })
        .returning();
      if (u.fan) {
        await db
          .insert(follows)
          .values([
            { tenantId: tenant.id, userId: user!.id, type: 'team', referenceId: firstFootballTeam.id },
            { tenantId: tenant.id, userId: user!.id, type: 'identity_item', referenceId: footballLeague },
            { tenantId: tenant.id, userId: user!.id, type: 'identity_item', referenceId: base + 200 },
          ])
          .onConflictDoNothing();
        const archived = mediaRows.filter((m) => m.status === 'archived' && m.mediaType === 'event').slice(0, 3);
        await db
          .insert(watchlist)
          .values(archived.map((m) => ({ tenantId: tenant.id, userId: user!.id, videoId: m.id! })))
          .onConflictDoNothing();
      }
    }
  }
  // User-created media get serial ids far above the seeded ranges.
  await database.query("select setval('media_id_seq', greatest((select coalesce(max(id), 0) from media), 1000000))");
  await db
    .insert(seedMeta)
    .values({ key: 'seed_version', value: seedKey(tenants) })
    .onConflictDoUpdate({ target: seedMeta.key, set: { value: seedKey(tenants), updatedAt: new Date() } });
}

function scores(sport: Sport, status: string, random: () => number): [number | null, number | null] {
  const r = (a: number, b: number) => a + Math.floor(random() * (b - a + 1));
  if (status === 'upcoming') return [null, null];
  const live = status === 'live';
  switch (sport) {
    case 'football':
      return live ? [r(0, 2), r(0, 2)] : [r(0, 4), r(0, 3)];
    case 'basketball':
      return live ? [r(24, 58), r(24, 58)] : [r(68, 112), r(66, 108)];
    case 'handball':
      return live ? [r(8, 18), r(8, 18)] : [r(22, 36), r(21, 34)];
    case 'volleyball': {
      if (live) return [r(0, 2), r(0, 2)];
      return random() < 0.5 ? [3, r(0, 2)] : [r(0, 2), 3];
    }
  }
}

/** "Now" is fresh on every start: seeded dates are offsets from the moment of start-up. */
export async function refreshEventDates(database: Database) {
  await database.query(
    `update media set
       start_at = now() + seed_offset_minutes * interval '1 minute',
       game_start_at = now() + seed_offset_minutes * interval '1 minute' + (case when event_type = 'game' and media_type = 'event' then interval '15 minutes' else interval '0' end),
       end_at = case when status = 'channel' then null else now() + seed_offset_minutes * interval '1 minute' + coalesce(duration_seconds, 0) * interval '1 second' end
     where seed_offset_minutes is not null`,
  );
}
