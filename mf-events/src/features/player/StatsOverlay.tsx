// The playback stats overlay (issue 30 item 2): shown and hidden with the stats key (shortcuts.ts)
// while the focus is in the player. Latency to live, buffer ahead, the rendition playing, dropped
// frames and the playback rate, refreshed every second. Labels follow the page's language; the
// figures stay left to right (dir="ltr") in Hebrew too. Not a live region: a screen reader reads it
// when the viewer goes there, never on each refresh.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStats, type HlsStatsSource, type PlaybackStats } from './stats.ts';

const REFRESH_MS = 1000;

export interface StatsSource {
  hls: HlsStatsSource | null;
  video: HTMLVideoElement | null;
}

export function StatsOverlay({ source, live }: { source: () => StatsSource; live: boolean }) {
  const { t: tr, i18n } = useTranslation('events');
  const [stats, setStats] = useState<PlaybackStats | null>(null);

  useEffect(() => {
    const read = () => {
      const { hls, video } = source();
      setStats(video ? readStats(hls, video, Date.now(), live) : null);
    };
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => clearInterval(timer);
  }, [source, live]);

  const locale = i18n.language;
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const kbps = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobit-per-second', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const none = '–';
  const s = stats;
  const latency = s?.clockLatency ?? s?.latency ?? null;
  const rows: Array<[string, string, string]> = [
    ['latency', tr('player.stats.latency'), latency === null ? none : seconds.format(latency)],
    ['target', tr('player.stats.target'), s?.target == null ? none : seconds.format(s.target)],
    ['buffer', tr('player.stats.buffer'), s ? seconds.format(s.buffer) : none],
    ['rendition', tr('player.stats.rendition'), s?.height ? `${s.height}p${s.bitrate ? ` · ${kbps.format(s.bitrate / 1000)}` : ''}` : none],
    ['dropped', tr('player.stats.dropped'), s?.dropped == null ? none : count.format(s.dropped)],
    ['rate', tr('player.stats.rate'), s ? `${rate.format(s.rate)}×` : none],
  ];

  return (
    <div
      role="group"
      aria-label={tr('player.stats.title')}
      dir={i18n.dir()}
      data-testid="player-stats"
      data-latency={latency ?? undefined}
      data-clock-latency={s?.clockLatency ?? undefined}
      data-target={s?.target ?? undefined}
      data-rate={s?.rate}
      data-audio={s?.audio ?? undefined}
      className="portal-stats"
    >
      <p className="portal-stats-title">{tr('player.stats.title')}</p>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} data-stat={key}>
            <dt>{label}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
