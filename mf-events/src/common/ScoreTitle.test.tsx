// Issue 27 item 7: a highlight title's score sits on its teams' sides in right-to-left text.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { ScoreTitle, splitScore } from './ScoreTitle.tsx';

test.each([
  ['תקציר: מכ״ח 2:1 הפ״ת', { before: 'תקציר: מכ״ח ', home: '2', away: '1', after: ' הפ״ת' }],
  ['Highlights: LIO 10:3 TIG', { before: 'Highlights: LIO ', home: '10', away: '3', after: ' TIG' }],
  ['Lions 2–0 Tigers', { before: 'Lions ', home: '2', away: '0', after: ' Tigers' }],
  ['No score here', null],
])('splitScore(%p)', (title, expected) => {
  expect(splitScore(title)).toEqual(expected);
});

test('the score is a pair between isolated team parts (home first, laid out in the title’s direction); the title is read as written', () => {
  renderWithProviders(<ScoreTitle title="תקציר: מכ״ח 2:1 הפ״ת" />);
  const title = screen.getByTestId('score-title');
  expect(title.tagName).toBe('BDI');
  const visual = within(title).getByTestId('score-title-visual');
  expect(visual).toHaveAttribute('aria-hidden', 'true');
  const parts = visual.querySelectorAll(':scope > bdi');
  expect([...parts].map((p) => p.textContent)).toEqual(['תקציר: מכ״ח', 'הפ״ת']);
  // the pair: home, colon, away, as separate items of an inline flex row that follows the direction
  const pair = parts[0]!.nextElementSibling!;
  expect([...pair.children].map((c) => c.textContent)).toEqual(['2', ':', '1']);
  expect(screen.getByText('תקציר: מכ״ח 2:1 הפ״ת')).toBeInTheDocument();
});

test('a title without a score is isolated as it is', () => {
  renderWithProviders(<ScoreTitle title="Best moments" />);
  expect(screen.getByText('Best moments').tagName).toBe('BDI');
  expect(screen.queryByTestId('score-title')).not.toBeInTheDocument();
});
