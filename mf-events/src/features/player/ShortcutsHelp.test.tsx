// The shortcuts help opens with '?' (not while typing) and with its labelled button, lists the
// keys, and Escape closes it with focus back where it was.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { isHelpKey, SHORTCUTS } from './shortcuts.ts';

beforeAll(() => setupI18n('events', en));

test("'?' opens the help, listing every shortcut; Escape closes it and gives focus back", async () => {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <ShortcutsHelp />
    </>,
  );
  const before = screen.getByRole('button', { name: 'Before' });
  before.focus();
  fireEvent.keyDown(before, { key: '?' });
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(dialog).toHaveTextContent('Play or pause');
  expect(dialog).toHaveTextContent('Left arrow');
  expect(dialog).toHaveTextContent('Picture-in-picture');
  expect(dialog.querySelectorAll('dd')).toHaveLength(SHORTCUTS.length);
  fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(before).toHaveFocus();
});

test('the labelled button opens it too', async () => {
  renderWithProviders(<ShortcutsHelp />);
  const button = screen.getByRole('button', { name: /Keyboard shortcuts/ });
  expect(button).toHaveAttribute('aria-keyshortcuts', '?');
  act(() => button.click());
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
});

test("'?' typed into a field is text, not a shortcut", () => {
  renderWithProviders(
    <>
      <input aria-label="Search" />
      <ShortcutsHelp />
    </>,
  );
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: '?' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('isHelpKey ignores modified keys and editable targets', () => {
  const div = document.createElement('div');
  const input = document.createElement('input');
  const base = { ctrlKey: false, metaKey: false, altKey: false };
  expect(isHelpKey({ ...base, key: '?', target: div })).toBe(true);
  expect(isHelpKey({ ...base, key: '?', target: input })).toBe(false);
  expect(isHelpKey({ ...base, key: '?', ctrlKey: true, target: div })).toBe(false);
  expect(isHelpKey({ ...base, key: '/', target: div })).toBe(false);
});

/** Whether a stylesheet rule under `media` sets display: none on one of the element's classes. */
function hiddenUnder(el: Element, media: string): boolean {
  const classes = [...el.classList];
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText.replace(/\s+/g, ' ') !== media) continue;
      for (const inner of [...rule.cssRules]) {
        const style = inner as CSSStyleRule;
        if (classes.some((c) => style.selectorText?.includes(`.${c}`)) && style.style.display === 'none') return true;
      }
    }
  }
  return false;
}

test('the shortcuts entry is hidden where there is no keyboard (coarse pointer, no hover) and shown elsewhere', () => {
  renderWithProviders(<ShortcutsHelp />);
  const entry = screen.getByTestId('shortcuts-entry');
  expect(entry).toContainElement(screen.getByRole('button', { name: /Keyboard shortcuts/ }));
  expect(hiddenUnder(entry, '(hover: none) and (pointer: coarse)')).toBe(true);
  // nothing hides it on a desktop
  expect(getComputedStyle(entry).display).toBe('contents');
});
