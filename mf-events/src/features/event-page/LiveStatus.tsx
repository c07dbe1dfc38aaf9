// Beside a live event's title, before anyone presses Play: the LIVE badge, when it started and
// a running clock since then (issue 27 item 5). The clock counts from the game's start as the
// page shows it (tenant-display.ts); a broadcast that went on air before the game (the real
// kick-off still ahead) counts from going on air and says when the game starts. The clock is a
// role="timer" (not announced on every tick).
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventBadge } from '../../common/EventBadge.tsx';
import { useDateFormat } from '../../common/format.ts';

/** "0:07:05", "1:32:10": hours, minutes and seconds since `from` (never negative). */
export function elapsedClock(from: number, now: number): string {
  const total = Math.max(0, Math.floor((now - from) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : NaN);

/** `kickoffIso`: the start the page shows; `onAirIso`: when the broadcast started (the event's date). */
export function LiveStatus({ kickoffIso, onAirIso, now: fixedNow }: { kickoffIso: string | null; onAirIso: string | null; now?: number }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const [now, setNow] = useState(() => fixedNow ?? Date.now());
  useEffect(() => {
    if (fixedNow !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [fixedNow]);
  const kickoff = ms(kickoffIso);
  const onAir = ms(onAirIso);
  const time = (iso: string | null) => format(iso, { hour: '2-digit', minute: '2-digit' });
  const started = Number.isFinite(kickoff) && kickoff <= now;
  const from = started ? kickoff : Number.isFinite(onAir) && onAir <= now ? onAir : NaN;
  return (
    <p
      data-testid="live-status"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2), margin: 0, ...t.text.body, color: t.color.textMuted }}
    >
      <EventBadge kind="live" />
      {Number.isFinite(from) ? (
        <>
          <span>{started ? tr('event.liveSince', { time: time(kickoffIso) }) : tr('event.onAirSince', { time: time(onAirIso) })}</span>
          <span aria-hidden="true">·</span>
          <span role="timer" aria-label={tr('event.elapsed')} dir="ltr" css={{ fontVariantNumeric: 'tabular-nums', color: t.color.text }}>
            {elapsedClock(from, now)}
          </span>
        </>
      ) : null}
      {!started && Number.isFinite(kickoff) ? (
        <>
          {Number.isFinite(from) ? <span aria-hidden="true">·</span> : null}
          <span>{tr('event.gameStartsAt', { time: time(kickoffIso) })}</span>
        </>
      ) : null}
    </p>
  );
}
