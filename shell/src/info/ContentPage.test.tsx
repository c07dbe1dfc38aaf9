import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/shared';
import { content, json, mockFetch, renderRoutes, setupI18n } from '@portal/shared/testing';
import en from '../i18n/locales/en/info.json';
import { shellPages } from './routes.tsx';
import { mapContentPage } from './get-content-page.ts';

beforeAll(() => setupI18n('info', en));
afterEach(() => jest.restoreAllMocks());

const faq = {
  slug: 'faq',
  locale: 'en',
  fallback: false,
  title: 'Frequently asked questions',
  updatedAt: '2026-10-14T09:00:00.000Z',
  body: [
    { type: 'paragraph', content: [{ text: 'Quick answers. ' }, { text: 'Contact us', href: '/info/contact/' }] },
    { type: 'qa', question: 'Which devices can I watch on?', answer: [{ type: 'paragraph', content: [{ text: 'Any current browser.' }] }] },
    { type: 'qa', question: 'Can I rewind a live match?', answer: [{ type: 'list', ordered: true, items: [[{ text: 'Yes, 10 minutes.' }]] }] },
  ],
};

test('/faq/ shows the title, the date and each question as a disclosure that opens by keyboard', async () => {
  const calls = mockFetch(() => content(faq));
  renderRoutes(shellPages.routes, '/faq/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.getByText('Last updated October 14, 2026')).toBeInTheDocument();
  expect(calls[0]!.url).toContain('/api/content/page/faq?locale=en');
  const devices = screen.getByRole('button', { name: 'Which devices can I watch on?' });
  expect(devices).toHaveAttribute('aria-expanded', 'false');
  const answer = document.getElementById(devices.getAttribute('aria-controls')!)!;
  expect(answer).not.toBeVisible();
  devices.focus();
  await userEvent.keyboard('{Enter}');
  expect(devices).toHaveAttribute('aria-expanded', 'true');
  expect(answer).toBeVisible();
  expect(answer).toHaveTextContent('Any current browser.');
  await userEvent.keyboard(' ');
  expect(devices).toHaveAttribute('aria-expanded', 'false');
  // Site links stay in the app.
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/info/contact/');
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
});

test('/info/:type/ loads that slug; an unknown one is the 404 with the page context', async () => {
  mockFetch((call) =>
    call.path.includes('/contact')
      ? content({
          ...faq,
          slug: 'contact',
          title: 'Contact us',
          body: [
            { type: 'heading', text: 'Viewer support' },
            { type: 'list', items: [[{ text: 'support@arena.example', href: 'mailto:support@arena.example' }]] },
          ],
        })
      : json({ messageErrorCode: 'content_page_not_found', message: 'No page' }, 404),
  );
  const { router } = renderRoutes(shellPages.routes, '/info/contact/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Viewer support' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@arena.example' })).toHaveAttribute('href', 'mailto:support@arena.example');
  await act(() => router.navigate('/info/nothing-here/'));
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:page:404');
});

test('/info/ with a slug the API would refuse is the route 404 without a call', async () => {
  const calls = mockFetch(() => content(faq));
  renderRoutes(shellPages.routes, '/info/Bad_Slug/');
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:route:404');
  expect(calls).toHaveLength(0);
});

test('text shown in another language carries its own lang and direction and says so', async () => {
  await act(() => i18n.changeLanguage('de'));
  try {
    const calls = mockFetch(() =>
      content({ ...faq, slug: 'terms', locale: 'he', fallback: true, title: 'תנאי שימוש', body: [{ type: 'paragraph', content: [{ text: 'שלום' }] }] }),
    );
    renderRoutes(shellPages.routes, '/terms/');
    const title = await screen.findByRole('heading', { level: 1, name: 'תנאי שימוש' });
    const page = screen.getByTestId('content-page');
    expect(page).toHaveAttribute('lang', 'he');
    expect(page).toHaveAttribute('dir', 'rtl');
    expect(page).toContainElement(title);
    expect(within(page).getByRole('status').closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(calls[0]!.url).toContain('locale=de');
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

test('an external link opens a new tab without the opener; unsafe links and unknown blocks are dropped', async () => {
  const page = mapContentPage(
    {
      title: 'T',
      body: [
        {
          type: 'paragraph',
          content: [
            { text: 'league', href: 'https://league.example/' },
            { text: 'bad', href: 'javascript:alert(1)' },
            { text: 'proto', href: '//evil.example' },
          ],
        },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
        { type: 'qa', question: 'Empty?', answer: [] },
      ],
    },
    'x',
  );
  expect(page.body).toEqual([{ type: 'paragraph', content: [{ text: 'league', href: 'https://league.example/' }, { text: 'bad' }, { text: 'proto' }] }]);
  mockFetch(() => content({ ...faq, body: page.body }));
  renderRoutes(shellPages.routes, '/about/');
  const link = await screen.findByRole('link', { name: 'league' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
});

test('a failed load shows the error with a retry, not a blank page', async () => {
  mockFetch(() => json({ messageErrorCode: 'server_error', message: 'Down' }, 500));
  renderRoutes(shellPages.routes, '/privacy/');
  expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
});
