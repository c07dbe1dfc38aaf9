import type { PublicTenantConfig } from '../contract/tenant.ts';
import { arr, bool, obj, optNum, optStr, str, type Raw } from './values.ts';

export interface AdBreak {
  source: string;
  timeOffset: 0;
}

export interface EventSource {
  hd: string | null;
  pano: string | null;
  poster: string | null;
  clip: string | null;
  /** External programme guide URL (channels). */
  epg: string | null;
}

export interface EventTeam {
  name: string | null;
  /** Short name (shown when the tenant enables `enable_short_team_names`). */
  shortName: string | null;
  logoUrl: string | null;
  color: string | null;
  id: string | null;
  score: number | null;
}

export interface EventMedia {
  id: string;
  title: string;
  ads: AdBreak[];
  metaTitle: string | null;
  commerceCoverage: string;
  commerceType: string | null;
  date: string | null;
  gameStartDate: string | null;
  eventId: string | null;
  referenceId: string | null;
  sportType: string | null;
  eventType: string | null;
  gameType: string | null;
  eventStatus: string | null;
  isExternal: boolean;
  /** Only set when the tenant enables gender classification. */
  gender: string | null;
  eventDescription: string | null;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  isEnabledVidswapStats: boolean;
  isEventStartingSoon: boolean;
  playerError: string | null;
  geniusId: string | null;
  imageUrl: string | null;
  team1: EventTeam;
  team2: EventTeam;
  /** Flat team fields of api/README.md (team1Name, team1LogoUrl, ...), kept for templates that read them. */
  team1Name: string | null;
  team1ShortName: string | null;
  team1LogoUrl: string | null;
  team1Color: string | null;
  team1Id: string | null;
  team1Score: number | null;
  team2Name: string | null;
  team2ShortName: string | null;
  team2LogoUrl: string | null;
  team2Color: string | null;
  team2Id: string | null;
  team2Score: number | null;
  source: EventSource;
  categories: unknown[];
  /** Media-event extras (clips, highlights). */
  mediaType: string | null;
  mediaSubType: string | null;
  playerNumber: string | null;
  playerColor: string | null;
}

/** The tenant flags the event mapper reads. */
export type EventMapOptions = Pick<PublicTenantConfig, 'enable_ads' | 'enable_gender_classification'> | null | undefined;

/** Raw event/media JSON of /api/event/* and /api/clip/* (documented for the API). */
export interface RawEvent {
  id: string | number;
  title?: string;
  metaTitle?: string;
  advertisements?: Array<{ vastLink?: string }>;
  commerceCoverage?: string;
  commerceType?: string;
  date?: string;
  gameStartDate?: string;
  eventId?: string | number;
  referenceId?: string;
  sportType?: string;
  eventType?: string;
  gameType?: string;
  eventStatus?: string;
  gender?: string;
  eventDescription?: string;
  availableForUser?: boolean;
  media_type?: string;
  mediaType?: string;
  mediaSubType?: string;
  isEventAvailableInUserRegion?: boolean;
  isEnabledVidswapStats?: boolean;
  isEventStartingSoon?: boolean;
  playerError?: string;
  geniusId?: string | number;
  imageUrl?: string;
  team1Name?: string;
  team1ShortName?: string;
  team1LogoUrl?: string;
  team1Color?: string;
  team1Id?: string | number;
  team1Score?: number | string;
  team2Name?: string;
  team2ShortName?: string;
  team2LogoUrl?: string;
  team2Color?: string;
  team2Id?: string | number;
  team2Score?: number | string;
  source?: { hd?: string; pano?: string; poster?: string; clip?: string; epg?: string };
  categories?: unknown[];
  playerNumber?: string | number;
  playerColor?: string;
}

function team(r: Raw, n: 1 | 2): EventTeam {
  return {
    name: optStr(r[`team${n}Name`]),
    shortName: optStr(r[`team${n}ShortName`]),
    logoUrl: optStr(r[`team${n}LogoUrl`]),
    color: optStr(r[`team${n}Color`]),
    id: optStr(r[`team${n}Id`]),
    score: optNum(r[`team${n}Score`]),
  };
}

export function mapEvent(raw: RawEvent | Raw, options?: EventMapOptions): EventMedia {
  const r = raw as Raw;
  const src = obj(r.source);
  const mediaType = optStr(r.media_type ?? r.mediaType);
  const t1 = team(r, 1);
  const t2 = team(r, 2);
  return {
    id: str(r.id),
    title: str(r.title),
    // Ads only when the tenant enables them; one pre-roll break per VAST link.
    ads: options?.enable_ads
      ? arr(r.advertisements)
          .map((ad) => optStr(obj(ad).vastLink))
          .filter((link): link is string => link !== null)
          .map((source) => ({ source, timeOffset: 0 as const }))
      : [],
    metaTitle: optStr(r.metaTitle),
    commerceCoverage: optStr(r.commerceCoverage) ?? 'commerce_free_media',
    commerceType: optStr(r.commerceType),
    date: optStr(r.date),
    gameStartDate: optStr(r.gameStartDate),
    eventId: optStr(r.eventId),
    referenceId: optStr(r.referenceId),
    sportType: optStr(r.sportType),
    eventType: optStr(r.eventType),
    gameType: optStr(r.gameType),
    eventStatus: optStr(r.eventStatus),
    isExternal: r.eventType === 'externalContent',
    gender: options?.enable_gender_classification ? optStr(r.gender) : null,
    eventDescription: optStr(r.eventDescription),
    isEventAvailableForUser: bool(r.availableForUser) || mediaType === 'user_clip',
    isEventAvailableInUserRegion: r.isEventAvailableInUserRegion === undefined ? true : bool(r.isEventAvailableInUserRegion),
    isEnabledVidswapStats: bool(r.isEnabledVidswapStats),
    isEventStartingSoon: bool(r.isEventStartingSoon),
    playerError: optStr(r.playerError),
    geniusId: optStr(r.geniusId),
    imageUrl: optStr(r.imageUrl),
    team1: t1,
    team2: t2,
    team1Name: t1.name,
    team1ShortName: t1.shortName,
    team1LogoUrl: t1.logoUrl,
    team1Color: t1.color,
    team1Id: t1.id,
    team1Score: t1.score,
    team2Name: t2.name,
    team2ShortName: t2.shortName,
    team2LogoUrl: t2.logoUrl,
    team2Color: t2.color,
    team2Id: t2.id,
    team2Score: t2.score,
    source: {
      hd: optStr(src.hd),
      pano: optStr(src.pano),
      poster: optStr(src.poster),
      clip: optStr(src.clip),
      epg: optStr(src.epg),
    },
    categories: arr(r.categories),
    mediaType,
    mediaSubType: optStr(r.mediaSubType),
    playerNumber: optStr(r.playerNumber),
    playerColor: optStr(r.playerColor),
  };
}

/** Live and upcoming events have a socket room (docs/product.md "Live socket"). */
/**
 * When an event starts, as every page shows it (api/README.md `enable_real_kickoff_time`): the game's real
 * start (gameStartDate) instead of the broadcast's scheduled date. The event page, its cards and the
 * pay-per-view ticket all read it here, so a ticket never shows another time than its event.
 */
export const kickoffIso = (
  event: Pick<EventMedia, 'date' | 'gameStartDate'>,
  cfg: Pick<PublicTenantConfig, 'enable_real_kickoff_time'> | null | undefined,
): string | null => (cfg?.enable_real_kickoff_time && event.gameStartDate) || event.date;

export const hasEventRoom = (status: string | null | undefined): boolean => status === 'LIVE' || status === 'UPCOMING';

/** Analytics playback kind of an event. */
export function playbackKind(event: Pick<EventMedia, 'eventStatus' | 'eventType'>): 'live' | 'channel' | 'vod' {
  if (event.eventType === 'channel') return 'channel';
  return event.eventStatus === 'LIVE' ? 'live' : 'vod';
}
