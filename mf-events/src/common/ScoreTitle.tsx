// A title that carries a score ("תקציר: מכ״ח 2:1 הפ״ת", "Highlights: LIO 2:1 TIG"), shown with
// the score as a ScorePair between isolated team parts. As plain text, "2:1" is one left-to-right
// number run: in a right-to-left title the home team (on the right) sat beside the away score.
// The whole title takes the direction of its own first letters (bdi), so an English title on a
// Hebrew page still reads left to right. Assistive technology gets the title as written (the
// pair's colon is drawn, not spoken).
import { VisuallyHidden } from '@portal/shared/ui';
import { ScorePair } from './ScorePair.tsx';

const SCORE = /(\d{1,3})\s?[:–-]\s?(\d{1,3})/;

/** The title around its first "home:away" score, or null when it has none. */
export function splitScore(title: string): { before: string; home: string; away: string; after: string } | null {
  const m = SCORE.exec(title);
  if (!m) return null;
  return { before: title.slice(0, m.index), home: m[1]!, away: m[2]!, after: title.slice(m.index + m[0].length) };
}

export function ScoreTitle({ title }: { title: string }) {
  const parts = splitScore(title);
  if (!parts) return <bdi>{title}</bdi>;
  return (
    <bdi data-testid="score-title">
      <VisuallyHidden>{title}</VisuallyHidden>
      <span aria-hidden="true" data-testid="score-title-visual">
        {parts.before ? <bdi>{parts.before.trimEnd()}</bdi> : null}
        {parts.before ? ' ' : null}
        <ScorePair home={parts.home} away={parts.away} />
        {parts.after ? ' ' : null}
        {parts.after ? <bdi>{parts.after.trimStart()}</bdi> : null}
      </span>
    </bdi>
  );
}
