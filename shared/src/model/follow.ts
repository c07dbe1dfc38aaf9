import type { FollowEntryType } from './enums.ts';
import { arr, obj, str, type Raw } from './values.ts';

export interface FollowEntry {
  id: string;
  type: FollowEntryType;
  reference_id: string;
  identitiesId: string[];
  /** The followed item's name when the API sends it (list_by_user, save): home rows are titled by it. */
  title?: string;
}

/** The session's followed map, keyed by the followed item's reference id. */
export type FollowedMap = Record<string, FollowEntry>;

export function mapFollowEntry(raw: Raw): FollowEntry {
  const r = obj(raw);
  return {
    id: str(r.id),
    type: r.type === 'team' ? 'team' : 'identity_item',
    reference_id: str(r.reference_id),
    identitiesId: arr(r.identitiesId).map((id) => str(id)),
    ...(typeof r.title === 'string' && r.title ? { title: r.title } : {}),
  };
}

export function toFollowedMap(entries: unknown): FollowedMap {
  const map: FollowedMap = {};
  for (const raw of arr(entries)) {
    const entry = mapFollowEntry(obj(raw));
    map[entry.reference_id] = entry;
  }
  return map;
}
