// "home : away" laid out in the page's direction, so each number sits on its own team's side
// (in Hebrew the home team is on the right, and so is its score). A plain "2 : 1" string in
// an LTR island would put the home score next to the away team.
import { useTheme } from '@emotion/react';

export function ScorePair({ home, away }: { home: number | string | null; away: number | string | null }) {
  const t = useTheme();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'baseline', gap: '0.3em', fontVariantNumeric: 'tabular-nums', '& > span': { unicodeBidi: 'isolate' } }}>
      <span>{home}</span>
      <span aria-hidden="true" css={{ color: 'inherit', opacity: 0.7, fontWeight: t.fontWeight.regular }}>
        :
      </span>
      <span>{away}</span>
    </span>
  );
}
