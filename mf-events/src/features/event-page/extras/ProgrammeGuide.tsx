// A channel's programme guide (issue 9 item 6): times in the viewer's zone, what is on now
// and next highlighted. The list is the API's JSON rendering of XMLTV programmes.
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@portal/shared';
import type { Programme } from './get-event-extras.ts';
import { programmeDescription } from '../channel/programme-kind.ts';

export function ProgrammeGuide({ programmes, now: fixedNow }: { programmes: Programme[]; now?: number }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const [now, setNow] = useState(() => fixedNow ?? Date.now());
  useEffect(() => {
    if (fixedNow !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [fixedNow]);
  const current = programmes.findIndex((p) => p.start <= now && now < p.end);
  const next = current >= 0 ? current + 1 : programmes.findIndex((p) => p.start > now);
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const day = dateTimeFormat(i18n.language, { weekday: 'short' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section aria-labelledby="programme-guide" data-testid="programme-guide" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id="programme-guide" css={{ ...t.text.h3, margin: 0 }}>
        {tr('epg.heading')}
      </h2>
      <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>{tr('epg.zone', { zone })}</p>
      <ol css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
        {programmes.map((p, i) => {
          const state = i === current ? 'now' : i === next ? 'next' : p.end <= now ? 'past' : 'later';
          const highlight = state === 'now' || state === 'next';
          return (
            <li
              key={p.id}
              data-state={state}
              aria-current={state === 'now' ? 'true' : undefined}
              css={{
                display: 'grid',
                // The times' column is as wide as its text, which never wraps (a weekday and two
                // times read as one), at 390 px too; the title takes what is left.
                gridTemplateColumns: 'max-content minmax(0, 1fr) auto',
                gap: t.space(3),
                alignItems: 'center',
                padding: t.space(3),
                borderRadius: t.radius.lg,
                border: `1px solid ${state === 'now' ? t.color.primary : t.color.border}`,
                backgroundColor: highlight ? t.color.surface : 'transparent',
                // Past programmes in the muted text colour, not faded: faded muted text fell under 4.5:1.
                color: state === 'past' ? t.color.textMuted : undefined,
              }}
            >
              <span data-testid="programme-times" css={{ ...t.text.label, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <time dateTime={new Date(p.start).toISOString()}>
                  {day.format(p.start)} {time.format(p.start)}
                </time>
                {'–'}
                <time dateTime={new Date(p.end).toISOString()}>{time.format(p.end)}</time>
              </span>
              <span css={{ minInlineSize: 0 }}>
                <span css={{ display: 'block', ...t.text.title }}>{p.title}</span>
                {p.description ? (
                  <span css={{ display: 'block', ...t.text.bodySmall, color: t.color.textMuted }}>{programmeDescription(p.description, tr)}</span>
                ) : null}
              </span>
              {highlight ? (
                <span css={{ ...t.text.overline, color: state === 'now' ? t.color.primaryText : t.color.textMuted }}>{tr(`epg.${state}`)}</span>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
