import { bool, num, obj, optStr, str, type Raw } from '@portal/shared';

export interface TagTeam {
  color: string | null;
  teamId: string | null;
  title: string | null;
  logo: string | null;
}

export interface Tag {
  id: string;
  title: string;
  /** Seconds (the API sends milliseconds). */
  startTime: number;
  endTime: number;
  type: string;
  global: boolean;
  playerNumber: string | null;
  tagTeam: TagTeam | null;
  targetId: string;
  /** The viewer made it (may edit and remove it). */
  own: boolean;
}

export function mapTag(raw: Raw): Tag {
  const r = obj(raw);
  const team = r.tagTeam ? obj(r.tagTeam) : null;
  return {
    id: str(r.id),
    title: str(r.title),
    startTime: num(r.startTime) / 1000,
    endTime: num(r.endTime) / 1000,
    type: str(r.type),
    global: bool(r.global),
    playerNumber: optStr(r.playerNumber),
    tagTeam: team ? { color: optStr(team.color), teamId: optStr(team.teamId), title: optStr(team.title), logo: optStr(team.logo) } : null,
    targetId: str(r.targetId),
    own: bool(r.own),
  };
}

/** What the player knows when the user creates a tag (times in seconds). */
export interface NewTag {
  targetId: string;
  title: string;
  startTime: number;
  endTime: number;
  type: string;
  global: boolean;
  playerColor?: string | null;
  playerNumber?: string | null;
  teamId?: string | null;
  isLive: boolean;
}

/** Body of POST /api/tag/saveV2 (api/README.md "Tag" creation payload; times in ms). */
export interface TagCreationPayload {
  targetId: string;
  title: string;
  startTime: number;
  endTime: number;
  type: string;
  global: boolean;
  mode: 'sync';
  playerColor: string | null;
  playerNumber: string | null;
  teamId: string | null;
  videoType: 'live' | 'vod';
  streamName: 'hd';
}

export function tagCreationPayload(tag: NewTag): TagCreationPayload {
  return {
    targetId: tag.targetId,
    title: tag.title,
    startTime: Math.round(tag.startTime * 1000),
    endTime: Math.round(tag.endTime * 1000),
    type: tag.type,
    global: tag.global,
    mode: 'sync',
    playerColor: tag.playerColor ?? null,
    playerNumber: tag.playerNumber ?? null,
    teamId: tag.teamId ?? null,
    videoType: tag.isLive ? 'live' : 'vod',
    streamName: 'hd',
  };
}
