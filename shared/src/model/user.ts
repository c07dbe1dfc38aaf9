import { bool, obj, optStr, str, type Raw } from './values.ts';

/** One survey's record in the profile options (api/README.md "User profile"). */
export interface SurveyRecord {
  surveyName: string;
  skipped?: string;
  submitted?: string;
  closed?: string;
}

export interface UserOptions {
  survey?: Record<string, SurveyRecord>;
  [key: string]: unknown;
}

export interface UserProfile {
  id: string;
  /** Account creation date (ISO). */
  added: string | null;
  email: string;
  city: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  fullName: string;
  phone: string | null;
  countryName: string | null;
  canCreateGlobalTag: boolean;
  /** First club-list entry as 'type|id', or null. */
  favoriteClubId: string | null;
  postalCode: string | null;
  options: UserOptions;
}

/** The profile as GET /api/user/get_profile and the login responses send it. */
export interface RawUserProfile {
  id: string | number;
  added?: string;
  email?: string;
  city?: string;
  gender?: string;
  dateOfBirth?: string;
  displayName?: string;
  phone?: string;
  countryName?: string;
  canCreateGlobalTag?: boolean;
  clubList?: Array<{ type: string; id: string | number }>;
  /** Some back ends send the favourite club already as 'type|id'. */
  favoriteClubId?: string | null;
  postalCode?: string;
  options?: UserOptions | null;
}

export function mapUserProfile(raw: RawUserProfile | Raw): UserProfile {
  const r = raw as Raw;
  const firstClub = Array.isArray(r.clubList) ? obj(r.clubList[0]) : null;
  return {
    id: str(r.id),
    added: optStr(r.added),
    email: str(r.email),
    city: optStr(r.city),
    gender: optStr(r.gender),
    dateOfBirth: optStr(r.dateOfBirth),
    fullName: str(r.displayName),
    phone: optStr(r.phone),
    countryName: optStr(r.countryName),
    canCreateGlobalTag: bool(r.canCreateGlobalTag),
    // api/README.md: the first club-list entry as 'type|id'; an already-combined favoriteClubId is taken as is.
    favoriteClubId: firstClub && firstClub.id != null ? `${str(firstClub.type)}|${str(firstClub.id)}` : (optStr(r.favoriteClubId) ?? null),
    postalCode: optStr(r.postalCode),
    options: obj(r.options) as UserOptions,
  };
}
