import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiGallery } from './Gallery.tsx';

describe('UiGallery', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => errors.mockRestore());

  it('renders every section and flips theme and direction', async () => {
    const user = userEvent.setup();
    render(<UiGallery />);
    const root = screen.getByTestId('ui-gallery');
    const headings = Array.from(root.querySelectorAll('main h2[id^="gallery-"]')).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Colour', 'Typography', 'Buttons', 'Form fields', 'Alerts', 'Toasts', 'Dialogs', 'Cards and rows', 'Icons', 'Layout']),
    );
    expect(root).toHaveAttribute('data-mode', 'dark');
    expect(root).toHaveAttribute('dir', 'ltr');
    const button = (label: string) => root.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
    await user.click(button('Light theme'));
    expect(root).toHaveAttribute('data-mode', 'light');
    await user.click(button('Right to left'));
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(errors).not.toHaveBeenCalled();
  }, 30_000);

  it('opens dialogs in the gallery direction and shows toasts', async () => {
    const user = userEvent.setup();
    render(<UiGallery initialDir="rtl" />);
    const dialogs = document.getElementById('dialogs') as HTMLElement;
    await user.click(within(dialogs).getByRole('button', { name: 'survey' }));
    const dialog = screen.getByRole('dialog', { name: 'User Survey' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.keyboard('{Escape}');
    const toasts = document.getElementById('toasts') as HTMLElement;
    await user.click(within(toasts).getByRole('button', { name: 'Danger toast' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Could not load the followed list');
    await act(async () => {});
    expect(errors).not.toHaveBeenCalled();
  }, 30_000);
});
