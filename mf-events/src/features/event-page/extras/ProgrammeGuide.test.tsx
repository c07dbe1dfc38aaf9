// The guide's times stay on one line and its kinds ("Replay", "Magazine", "Classic match", the
// API's English XMLTV descriptions) read in the page's language, in every locale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { i18n, LOCALES } from '@portal/shared';
import { renderWithProviders, setupI18n } from '@portal/shared/testing';
import en from '../../../i18n/locales/en/events.json';
import { ProgrammeGuide } from './ProgrammeGuide.tsx';
import { PROGRAMME_KINDS } from '../channel/programme-kind.ts';

const at = Date.UTC(2030, 4, 4, 12, 30);
const programmes = [
  { id: 'a', title: 'Lions – Tigers', description: 'Replay', start: at - 3600_000, end: at + 3600_000 },
  { id: 'b', title: 'Studio hour', description: 'Magazine', start: at + 3600_000, end: at + 7200_000 },
  { id: 'c', title: 'Cup final 1998', description: 'Classic match', start: at + 7200_000, end: at + 9000_000 },
  { id: 'd', title: 'Own show', description: 'Presented by Dana', start: at + 9000_000, end: at + 10800_000 },
];

test.each(LOCALES)('%s: every programme kind has its own translation', (locale) => {
  const file = JSON.parse(readFileSync(join(__dirname, `../../../i18n/locales/${locale}/events.json`), 'utf8')) as { epg: { kinds: Record<string, string> } };
  const kinds = Object.values(PROGRAMME_KINDS).map((k) => file.epg.kinds[k]);
  expect(kinds.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
  expect(new Set(kinds).size).toBe(kinds.length);
});

test('the kinds are shown translated (Hebrew), other descriptions as they are; the times do not wrap', async () => {
  const he = JSON.parse(readFileSync(join(__dirname, '../../../i18n/locales/he/events.json'), 'utf8')) as typeof en;
  await setupI18n('events', en);
  i18n.addResourceBundle('he', 'events', he, true, true);
  await act(() => i18n.changeLanguage('he'));
  try {
    renderWithProviders(<ProgrammeGuide programmes={programmes} now={at} />);
    const guide = screen.getByTestId('programme-guide');
    expect(within(guide).getByText(he.epg.kinds.replay)).toBeInTheDocument();
    expect(within(guide).getByText(he.epg.kinds.magazine)).toBeInTheDocument();
    expect(within(guide).getByText(he.epg.kinds.classic)).toBeInTheDocument();
    expect(within(guide).getByText('Presented by Dana')).toBeInTheDocument();
    expect(within(guide).queryByText(/^(Replay|Magazine|Classic match)$/)).not.toBeInTheDocument();
    for (const times of within(guide).getAllByTestId('programme-times')) expect(times).toHaveStyle({ whiteSpace: 'nowrap' });
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
