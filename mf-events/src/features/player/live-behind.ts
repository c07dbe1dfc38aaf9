// How far behind the live edge the viewer is, in words a scoreboard would use: "−2:30".
// The category is what screen readers hear (politely, only when it changes), so a viewer
// rewinding is told once that they left live and once that they are back, not every second.

export type LiveCategory = 'live' | 'behind';

/** "−0:45", "−2:30", "−1:02:05" (a real minus sign, minutes and seconds like the clock). */
export function formatBehind(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `\u2212${h}:${String(m).padStart(2, '0')}:${ss}` : `\u2212${m}:${ss}`;
}

/** Seconds between what plays and the newest moment of the window (never negative). */
export function secondsBehind(seekableEnd: number, currentTime: number): number {
  if (!Number.isFinite(seekableEnd) || !Number.isFinite(currentTime)) return 0;
  return Math.max(0, seekableEnd - currentTime);
}

/** At the edge as the player sees it (within its tolerance and not rewound by the viewer). */
export function liveCategory(atLiveEdge: boolean): LiveCategory {
  return atLiveEdge ? 'live' : 'behind';
}
