// Match stats (api/README.md "Stats"): home and away per metric, grouped; a bar per metric shows
// each side's share (percentages are capped at 100 by the mapper).
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@portal/shared/ui';
import type { EventStats, StatMetric } from './stats.ts';
import { ScorePair } from '../../../common/ScorePair.tsx';

function share(metric: StatMetric): number {
  const home = metric.home.value ?? 0;
  const away = metric.away.value ?? 0;
  if (metric.home.isPercentage && metric.away.isPercentage && home + away > 0) return home / (home + away);
  return home + away > 0 ? home / (home + away) : 0.5;
}

export function StatsPanel({ stats, headingLevel = 2 }: { stats: EventStats; headingLevel?: 2 | 3 }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="event-stats" data-testid="event-stats" css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
      <H id="event-stats" css={{ ...t.text.h3, margin: 0 }}>
        {tr('stats.title')}
      </H>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: t.space(3), alignItems: 'center', ...t.text.title }}>
        <span>{stats.home.name}</span>
        <span css={{ fontVariantNumeric: 'tabular-nums' }}>
          <ScorePair home={stats.home.score} away={stats.away.score} />
        </span>
        <span css={{ textAlign: 'end' }}>{stats.away.name}</span>
      </div>
      {stats.groups.map((group) => (
        <div key={group.name} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
          <p css={{ ...t.text.overline, color: t.color.textMuted, margin: 0 }}>{group.name}</p>
          <table css={{ borderCollapse: 'collapse', inlineSize: '100%' }}>
            <thead>
              <tr>
                <th scope="col" css={{ ...t.text.label, textAlign: 'start', inlineSize: '5rem' }}>
                  {stats.home.name ?? tr('stats.home')}
                </th>
                <th scope="col">
                  <VisuallyHidden>{tr('stats.metric')}</VisuallyHidden>
                </th>
                <th scope="col" css={{ ...t.text.label, textAlign: 'end', inlineSize: '5rem' }}>
                  {stats.away.name ?? tr('stats.away')}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.metrics.map((m) => (
                <tr key={m.name}>
                  <td css={{ paddingBlock: t.space(1.5), fontVariantNumeric: 'tabular-nums', ...t.text.label }}>{m.home.text}</td>
                  <th scope="row" css={{ paddingBlock: t.space(1.5), textAlign: 'center', ...t.text.bodySmall, fontWeight: 'normal' }}>
                    <span css={{ display: 'flex', flexDirection: 'column', gap: t.space(1) }}>
                      {m.name}
                      <span
                        aria-hidden="true"
                        css={{ display: 'flex', blockSize: '0.375rem', borderRadius: t.radius.full, overflow: 'hidden', backgroundColor: t.color.border }}
                      >
                        <span css={{ inlineSize: `${Math.round(share(m) * 100)}%`, backgroundColor: t.color.primary }} />
                      </span>
                    </span>
                  </th>
                  <td css={{ paddingBlock: t.space(1.5), fontVariantNumeric: 'tabular-nums', textAlign: 'end', ...t.text.label }}>{m.away.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
