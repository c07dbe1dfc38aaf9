// Beside a live event's title, before anyone presses Play: the LIVE badge, when it started and
// a running clock since then (issue 27 item 5). The clock is a role="timer" (not announced on
// every tick); it follows the kick-off the page shows (tenant-display.ts).
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventBadge } from '../EventBadge.tsx';
import { useDateFormat } from '../../lib/format.ts';

/** "0:07:05", "1:32:10": hours, minutes and seconds since `from` (never negative). */
export function elapsedClock(from: number, now: number): string {
  const total = Math.max(0, Math.floor((now - from) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function LiveStatus({ startIso, now: fixedNow }: { startIso: string | null; now?: number }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const [now, setNow] = useState(() => fixedNow ?? Date.now());
  useEffect(() => {
    if (fixedNow !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [fixedNow]);
  const start = startIso ? new Date(startIso).getTime() : NaN;
  return (
    <p data-testid="live-status" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2), margin: 0, ...t.text.body, color: t.color.textMuted }}>
      <EventBadge kind="live" />
      {Number.isFinite(start) && start <= now ? (
        <>
          <span>
            {tr('event.liveSince', { time: format(startIso, { hour: '2-digit', minute: '2-digit' }) })}
          </span>
          <span aria-hidden="true">·</span>
          <span role="timer" aria-label={tr('event.elapsed')} dir="ltr" css={{ fontVariantNumeric: 'tabular-nums', color: t.color.text }}>
            {elapsedClock(start, now)}
          </span>
        </>
      ) : null}
    </p>
  );
}
