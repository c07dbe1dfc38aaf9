// JSON shapes of content as the API sends them (the raw fields api/README.md's mappers read).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities, teams, type IdentityRow, type MediaRow, type SubscriptionRow, type TeamRow } from '../db/schema.ts';
import { vastUrl } from '../media/catalog.ts';
import { isUserMedia, streamSources, type MediaAccess } from '../media/access.ts';
import { posterSignaturePrefix } from '../media/visibility.ts';
import { availableInRegion } from './region.ts';

export const STATUS_TO_EVENT_STATUS: Record<string, string> = {
  live: 'LIVE',
  upcoming: 'UPCOMING',
  archived: 'ARCHIVED',
  channel: 'CHANNEL',
};

export interface Lookup {
  teams: Map<number, TeamRow>;
  identities: Map<number, IdentityRow>;
}

export async function lookupFor(db: Db, tenantId: string, rows: MediaRow[]): Promise<Lookup> {
  const teamIds = [...new Set(rows.flatMap((r) => [r.team1Id, r.team2Id]).filter((x): x is number => typeof x === 'number'))];
  const identityIds = [...new Set(rows.flatMap((r) => r.identityIds))];
  const [t, i] = await Promise.all([
    teamIds.length
      ? db
          .select()
          .from(teams)
          .where(and(eq(teams.tenantId, tenantId), inArray(teams.id, teamIds)))
      : [],
    identityIds.length
      ? db
          .select()
          .from(identities)
          .where(and(eq(identities.tenantId, tenantId), inArray(identities.id, identityIds)))
      : [],
  ]);
  return { teams: new Map(t.map((x) => [x.id, x])), identities: new Map(i.map((x) => [x.id, x])) };
}

export const teamLogoUrl = (origin: string, id: number) => `${origin}/assets/teams/${id}.svg`;
export const identityLogoUrl = (origin: string, id: number) => `${origin}/assets/identities/${id}.svg`;
export const posterUrl = (origin: string, id: number) => `${origin}/assets/posters/${id}.svg`;

export function teamJson(t: TeamRow, origin: string) {
  return {
    id: t.id,
    name: t.name,
    title: t.name,
    shortName: t.shortName,
    city: t.city ?? '',
    sportType: t.sportType,
    logo: teamLogoUrl(origin, t.id),
    color: t.color,
    secondaryColor: t.color2,
    identityIds: t.identityIds,
  };
}

/** Who asks and what the tenant enables: availability and ads depend on them. */
export interface MediaViewer {
  signedIn: boolean;
  /** The tenant's `enable_ads`: every item then carries the demo pre-roll's VAST link. */
  adsEnabled?: boolean;
  /** The clock `isEventStartingSoon` is measured on (settings.now). */
  now?: number;
  /** What the signed-in viewer bought (commerce): pay-per-view tickets and active plans' identity lists ([] = all). */
  entitlements?: { tickets: ReadonlySet<number>; plans: readonly (readonly number[])[] };
  /** The viewer's country (content/region.ts); null or absent: unknown. */
  country?: string | null;
  /** Signs the stream URLs of protected content for this viewer (media/access.ts); absent: plain paths (ADR 0029). */
  media?: MediaAccess;
}

/** Coverages a plan never unlocks: free and members-only need none, pay-per-view needs its own ticket. */
const NOT_BY_PLAN = new Set(['commerce_free_media', 'commerce_members_media', 'commerce_ppv_media', 'commerce_transactional_media']);

/**
 * Whether a plan with these allowed identity ids ([] = everything) unlocks the media: the one rule
 * for access (availableForUser) and for what the event's paywall offers (get_commerce_options).
 */
export function planUnlocks(allowedIdentityIds: readonly number[], m: Pick<MediaRow, 'commerceCoverage' | 'identityIds'>): boolean {
  if (NOT_BY_PLAN.has(m.commerceCoverage)) return false;
  return allowedIdentityIds.length === 0 || allowedIdentityIds.some((i) => m.identityIds.includes(i));
}

/** Paid media the viewer holds a ticket or a covering plan for. */
function entitled(m: MediaRow, viewer: MediaViewer): boolean {
  const e = viewer.entitlements;
  if (!e) return false;
  const eventId = m.parentId ?? m.id;
  if (e.tickets.has(m.id) || e.tickets.has(eventId)) return true;
  return e.plans.some((ids) => planUnlocks(ids, m));
}

/**
 * A user's clip or highlight draws its title only for its owner (media/visibility.ts), and an <img>
 * carries no token: the owner's poster URL is signed like its stream (ADR 0029); anyone else's
 * request for that poster is a 404.
 */
function ownPosterUrl(m: MediaRow, origin: string, access: MediaAccess | undefined, nowMs: number): string | undefined {
  if (!isUserMedia(m) || access?.userId == null || access.userId !== m.userId || !access.signer) return undefined;
  return `${posterUrl(origin, m.id)}?${access.signer.query(posterSignaturePrefix(m.id), access.tenantId, nowMs)}`;
}

export function mediaJson(m: MediaRow, lookup: Lookup, origin: string, viewer: MediaViewer) {
  const t1 = m.team1Id ? lookup.teams.get(m.team1Id) : undefined;
  const t2 = m.team2Id ? lookup.teams.get(m.team2Id) : undefined;
  const now = viewer.now ?? Date.now();
  const poster = ownPosterUrl(m, origin, viewer.media, now) ?? posterUrl(origin, m.id);
  const isEvent = m.mediaType === 'event';
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const coverage = m.commerceCoverage;
  const availableForUser =
    coverage === 'commerce_free_media' || m.mediaType === 'user_clip' || (coverage === 'commerce_members_media' && viewer.signedIn) || entitled(m, viewer);
  const team = (t: TeamRow | undefined, score: number | null) =>
    t ? { id: t.id, name: t.name, shortName: t.shortName, logo: teamLogoUrl(origin, t.id), color: t.color, score } : null;
  const inRegion = availableInRegion(m.allowedCountries, viewer.country);
  // Signed URLs only for viewers allowed to watch (ADR 0029); free public content keeps plain ones.
  const { hd, pano } = streamSources(m, availableForUser && inRegion, viewer.media, now);
  return {
    id: m.id,
    eventId: m.parentId ?? m.id,
    referenceId: m.referenceId,
    mediaType: m.mediaType,
    mediaSubType: m.clipKind ?? m.highlightType ?? null,
    title: m.title || 'NO TITLE',
    metaTitle: m.title,
    description: m.description ?? '',
    eventDescription: m.description ?? '',
    date: m.startAt.toISOString(),
    endDate: m.endAt ? m.endAt.toISOString() : null,
    gameStartDate: (m.gameStartAt ?? m.startAt).toISOString(),
    added: m.createdAt.toISOString(),
    duration: m.durationSeconds,
    status: m.status,
    eventStatus: STATUS_TO_EVENT_STATUS[m.status] ?? m.status.toUpperCase(),
    eventType: m.eventType,
    gameType: m.gameType,
    sportType: m.sportType,
    gender: m.gender,
    // api/README.md names these two fields as the client model reads them (isEvent…).
    isEventStartingSoon: m.status === 'upcoming' && m.startAt.getTime() - now < 30 * 60_000,
    commerceCoverage: coverage,
    commerceType: m.commerceType,
    price: m.price === null ? null : Number(m.price),
    currency: m.currency ?? null,
    availableForUser,
    isEventAvailableInUserRegion: inRegion,
    isEnabledVidswapStats: m.enableStats,
    geniusId: m.geniusId,
    imageUrl: poster,
    team1: team(t1, m.score1),
    team2: team(t2, m.score2),
    team1Id: t1?.id ?? null,
    team1Name: t1?.name ?? null,
    team1ShortName: t1?.shortName ?? null,
    team1LogoUrl: t1 ? teamLogoUrl(origin, t1.id) : null,
    team1Color: t1?.color ?? null,
    team1Score: m.score1,
    team2Id: t2?.id ?? null,
    team2Name: t2?.name ?? null,
    team2ShortName: t2?.shortName ?? null,
    team2LogoUrl: t2 ? teamLogoUrl(origin, t2.id) : null,
    team2Color: t2?.color ?? null,
    team2Score: m.score2,
    score: m.score1 === null || m.score2 === null ? null : `${m.score1}:${m.score2}`,
    highlightType: m.highlightType,
    playerNumber: m.playerNumber,
    playerColor: m.playerColor,
    startTime: m.startTimeMs,
    endTime: m.endTimeMs,
    userId: m.userId,
    source: {
      hd: absolute(hd),
      pano: pano && absolute(pano),
      poster,
      clip: isEvent ? null : absolute(hd),
      epg: m.status === 'channel' ? `${origin}/api/channel/epg/${m.id}` : null,
    },
    categories: m.identityIds
      .map((id) => lookup.identities.get(id))
      .filter((x): x is IdentityRow => Boolean(x))
      .map((i) => ({ id: i.id, title: i.title, media_type: i.mediaType, kind: i.kind, logo: identityLogoUrl(origin, i.id) })),
    identityIds: m.identityIds,
    // api/README.md: the client builds its pre-roll breaks from each advertisement's vastLink.
    advertisements: viewer.adsEnabled ? [{ vastLink: vastUrl(origin) }] : [],
  };
}

export function identityJson(i: IdentityRow, origin: string, children: number[] = []) {
  const absoluteBanner = <B extends { imageUrl: string }>(b: B): B => ({ ...b, imageUrl: b.imageUrl.startsWith('/') ? origin + b.imageUrl : b.imageUrl });
  return {
    id: i.id,
    title: i.title || 'NO TITLE',
    description: i.description ?? '',
    media_type: i.mediaType,
    mediaType: i.mediaType,
    kind: i.kind,
    sportType: i.sportType,
    archived: i.archived,
    logo: i.logo ?? identityLogoUrl(origin, i.id),
    image: i.image ?? identityLogoUrl(origin, i.id),
    color: i.color,
    banner: i.banners[0] ? absoluteBanner(i.banners[0]) : null,
    banners: i.banners.map(absoluteBanner),
    mobileBanners: i.mobileBanners.map(absoluteBanner),
    facebook: i.social.facebook ?? '',
    instagram: i.social.instagram ?? '',
    twitter: i.social.twitter ?? i.social.x ?? '',
    web: i.social.web ?? '',
    social: i.social,
    identityIds: i.mediaType === 'identity' ? children : i.parentIds,
    mainCategories: i.parentIds,
    order: i.sortOrder,
  };
}

export function subscriptionJson(s: SubscriptionRow) {
  return {
    id: s.id,
    productId: s.id,
    title: s.title || 'NO TITLE',
    description: s.description ?? '',
    price: Number(s.price),
    currency: s.currency || 'N/A',
    type: s.type,
    productType: s.type.toUpperCase(),
    pricingModel: s.type,
    duration: s.duration,
    durationUnits: s.durationUnits,
    isActive: s.isActive,
    isCanceled: false,
    autoRenew: true,
    allowedAccessIdentityItems: s.allowedIdentityIds,
    order: s.sortOrder,
  };
}
