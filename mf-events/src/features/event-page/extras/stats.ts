import { arr, obj, optStr, str, type Raw } from '@portal/shared';

export interface StatValue {
  /** Numeric value; percentages are capped at 100. */
  value: number | null;
  isPercentage: boolean;
  /** The text the server sent, for display when it is not numeric. */
  text: string;
}

export interface StatMetric {
  name: string;
  home: StatValue;
  away: StatValue;
}

export interface StatGroup {
  name: string;
  metrics: StatMetric[];
}

export interface StatsTeam {
  name: string | null;
  score: number | null;
}

export interface EventStats {
  home: StatsTeam;
  away: StatsTeam;
  groups: StatGroup[];
}

/** Parses '55%', '55.5', 12 ...; a percentage never exceeds 100. */
export function parseStatValue(raw: unknown): StatValue {
  const text = raw == null ? '' : String(raw).trim();
  const isPercentage = text.endsWith('%');
  const n = Number.parseFloat(isPercentage ? text.slice(0, -1) : text);
  const value = Number.isFinite(n) ? (isPercentage ? Math.min(100, n) : n) : null;
  return { value, isPercentage, text };
}

function team(raw: unknown): StatsTeam {
  const r = obj(raw);
  const score = parseStatValue(r.score).value;
  return { name: optStr(r.name), score };
}

/**
 * From `content.vidswap` of GET /api/event/stats: `game-scores` {home, away} and
 * `game-overview` [{ name, metrics: [{ name, home, away }] }].
 */
export function mapEventStats(vidswap: Raw): EventStats {
  const v = obj(vidswap);
  const scores = obj(v['game-scores']);
  return {
    home: team(scores.home),
    away: team(scores.away),
    groups: arr(v['game-overview']).map((g) => {
      const group = obj(g);
      return {
        name: str(group.name),
        metrics: arr(group.metrics).map((m) => {
          const metric = obj(m);
          return { name: str(metric.name), home: parseStatValue(metric.home), away: parseStatValue(metric.away) };
        }),
      };
    }),
  };
}
