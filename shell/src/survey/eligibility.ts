// Survey rules of docs/product.md as pure functions (one unit test per rule).
import type { UserProfile } from '@portal/shared';

export const SURVEY_NAME = 'survey_user_experience_1';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SurveyTimings {
  /** Delay before the start dialog appears. */
  startDelayMs: number;
  /** The account must be older than this. */
  minAccountAgeMs: number;
  /** After "later", the survey is offered again only after this long. */
  skipWaitMs: number;
}

export function surveyTimings(isPxa: boolean): SurveyTimings {
  return isPxa
    ? { startDelayMs: 5000, minAccountAgeMs: 30 * MINUTE, skipWaitMs: 10 * MINUTE }
    : { startDelayMs: 20000, minAccountAgeMs: 7 * DAY, skipWaitMs: 1440 * MINUTE };
}

export interface SurveyRecord {
  surveyName: string;
  skipped?: string;
  submitted?: string;
  closed?: string;
}

export type SurveyAction = 'skipped' | 'submitted' | 'closed';

/** The record of a survey in the profile options: `options[name]` (also read from `options.survey[name]`). */
export function getSurveyRecord(options: Record<string, unknown> | null | undefined, name = SURVEY_NAME): SurveyRecord | null {
  if (!options) return null;
  const direct = options[name];
  if (direct && typeof direct === 'object') return direct as SurveyRecord;
  const nested = (options.survey as Record<string, unknown> | undefined)?.[name];
  return nested && typeof nested === 'object' ? (nested as SurveyRecord) : null;
}

export type SurveyIneligibility =
  'no_form_url' | 'route_excluded' | 'not_signed_in' | 'no_added_date' | 'account_too_new' | 'submitted' | 'closed' | 'skipped_recently';

export interface SurveyEligibilityInput {
  formUrl: string | null | undefined;
  routeExcluded: boolean;
  authenticated: boolean;
  user: Pick<UserProfile, 'added' | 'options'> | null;
  isPxa: boolean;
  now: number;
}

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/** Why the survey may not be offered now, or null when it may. */
export function surveyIneligibility({ formUrl, routeExcluded, authenticated, user, isPxa, now }: SurveyEligibilityInput): SurveyIneligibility | null {
  if (!formUrl || !formUrl.trim()) return 'no_form_url';
  if (routeExcluded) return 'route_excluded';
  if (!authenticated || !user) return 'not_signed_in';
  const added = time(user.added);
  if (added === null) return 'no_added_date';
  const timings = surveyTimings(isPxa);
  if (now - added <= timings.minAccountAgeMs) return 'account_too_new';
  const record = getSurveyRecord(user.options as Record<string, unknown>);
  if (record?.submitted) return 'submitted';
  if (record?.closed) return 'closed';
  const skipped = time(record?.skipped);
  if (skipped !== null && now - skipped < timings.skipWaitMs) return 'skipped_recently';
  return null;
}

export const isSurveyEligible = (input: SurveyEligibilityInput): boolean => surveyIneligibility(input) === null;

/** The options patch recording an action with an ISO timestamp (earlier timestamps kept). */
export function surveyOptionsPatch(
  options: Record<string, unknown> | null | undefined,
  action: SurveyAction,
  now: Date,
  name = SURVEY_NAME,
): Record<string, SurveyRecord> {
  const previous = getSurveyRecord(options, name);
  return { [name]: { ...previous, surveyName: name, [action]: now.toISOString() } };
}

/** Form messages: only the two allowed origins, only these types (docs/product.md). */
export const SURVEY_SUBMIT_TYPES = ['submit_success', 'form-submit'] as const;

const normalizeOrigin = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

export function isAllowedSurveyOrigin(origin: string, allowed: readonly string[]): boolean {
  const o = normalizeOrigin(origin);
  return o !== null && o !== 'null' && allowed.some((a) => normalizeOrigin(a) === o);
}

function messageType(data: unknown): string | null {
  if (typeof data === 'string') {
    try {
      return messageType(JSON.parse(data));
    } catch {
      return data;
    }
  }
  if (data && typeof data === 'object') {
    const type = (data as { type?: unknown; event?: unknown }).type ?? (data as { event?: unknown }).event;
    return typeof type === 'string' ? type : null;
  }
  return null;
}

/** True when a window message is the form's "submitted" message from an allowed origin. */
export function isSurveySubmitMessage(event: Pick<MessageEvent, 'origin' | 'data'>, allowedOrigins: readonly string[]): boolean {
  if (!isAllowedSurveyOrigin(event.origin, allowedOrigins)) return false;
  const type = messageType(event.data);
  return type !== null && (SURVEY_SUBMIT_TYPES as readonly string[]).includes(type);
}
