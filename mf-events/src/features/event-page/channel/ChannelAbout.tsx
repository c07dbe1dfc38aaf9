// "About this event" of a 24/7 channel: what is on air now and what comes next, from the
// channel's guide (ADR 0024's now/next, the same query and cache as the guide below), then the
// channel's own description. A channel has no date of its own worth showing: its record's
// start is when it was created.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { EventMedia } from '@portal/shared';
import { useChannelNowNext } from './channel-now-next.ts';
import { programmeDescription } from './programme-kind.ts';
import { useDateFormat } from '../../../common/format.ts';

export function ChannelAbout({ event }: { event: EventMedia }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const nowNext = useChannelNowNext(event, true);
  const time = (ms: number) => format(new Date(ms).toISOString(), { hour: '2-digit', minute: '2-digit' });
  if (!nowNext && !event.eventDescription) return null;
  const now = nowNext?.now;
  const next = nowNext?.next;
  const kind = now ? programmeDescription(now.description, tr) : null;
  return (
    <section aria-labelledby="event-about" data-testid="channel-about">
      <h2 id="event-about" css={{ ...t.text.h3, margin: 0, marginBlockEnd: t.space(2) }}>
        {tr('details.about')}
      </h2>
      {now ? (
        <div data-testid="on-air" css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), marginBlockEnd: t.space(2) }}>
          <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr('epg.now')}</p>
          <p css={{ ...t.text.title, margin: 0 }}>{now.title}</p>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>
            {kind ? `${kind} · ` : ''}
            <time dateTime={new Date(now.end).toISOString()}>{tr('details.onAirUntil', { time: time(now.end) })}</time>
          </p>
        </div>
      ) : null}
      {next ? (
        <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0, marginBlockEnd: t.space(2) }}>
          {tr('details.upNext', { time: time(next.start), title: next.title })}
        </p>
      ) : null}
      {event.eventDescription ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{event.eventDescription}</p> : null}
    </section>
  );
}
