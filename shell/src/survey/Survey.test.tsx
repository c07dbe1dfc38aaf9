import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { configureApi, playerBus, portalStore, tokenAtom, userAtom, type UserProfile } from '@portal/shared';
import { renderWithShell, setUpI18n, testConfig } from '../test-utils.tsx';
import { SURVEY_NAME } from './eligibility.ts';
import { Survey, surveySandbox } from './Survey.tsx';

const DAY = 24 * 60 * 60_000;
const calls: Array<{ url: string; body: unknown }> = [];

function user(options: Record<string, unknown> = {}): UserProfile {
  return {
    id: '1',
    added: new Date(Date.now() - 30 * DAY).toISOString(),
    email: 'fan@example.test',
    city: null,
    gender: null,
    dateOfBirth: null,
    fullName: 'Fan',
    phone: null,
    countryName: null,
    canCreateGlobalTag: false,
    favoriteClubId: null,
    postalCode: null,
    options,
  };
}

function player(playing = true, fullscreen = false) {
  const controls = { playing, fullscreen, pause: jest.fn(), play: jest.fn() };
  const unregister = playerBus.register({
    isPlaying: () => controls.playing,
    isFullscreen: () => controls.fullscreen,
    pause: () => {
      controls.playing = false;
      controls.pause();
    },
    play: () => {
      controls.playing = true;
      controls.play();
    },
  });
  return { controls, unregister };
}

function renderSurvey(config = testConfig()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Survey />
            <Outlet />
          </>
        ),
        children: [
          { path: 'live', element: <p>live</p>, handle: { name: 'live', layout: 'home' } },
          { path: 'auth/login', element: <p>login</p>, handle: { name: 'auth-login', layout: 'auth', surveyExcluded: true } },
        ],
      },
    ],
    { initialEntries: ['/live'] },
  );
  renderWithShell(<RouterProvider router={router} />, { config });
  return router;
}

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

const realFetch = globalThis.fetch;
beforeAll(() => setUpI18n());
beforeEach(() => {
  jest.useFakeTimers();
  // The form probe's opaque request: reachable unless a test says otherwise.
  globalThis.fetch = jest.fn(async () => new Response(null)) as typeof fetch;
  calls.length = 0;
  configureApi({
    apiBase: '/',
    getCustomer: () => testConfig(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ content: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  portalStore.set(tokenAtom, 'token');
  portalStore.set(userAtom, user());
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  portalStore.set(tokenAtom, null);
  portalStore.set(userAtom, null);
});

const recorded = () => {
  const call = calls.find((c) => c.url.endsWith('/api/user/update_profile'));
  return (call?.body as { data: { options: Record<string, Record<string, string>> } } | undefined)?.data.options[SURVEY_NAME];
};

describe('survey flow', () => {
  it('offers the survey after 20000 ms and "later" records skipped, pausing and resuming the player', async () => {
    const { controls, unregister } = player(true);
    renderSurvey();
    await advance(19_999);
    expect(screen.queryByTestId('survey-later')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('survey-later')).toBeInTheDocument();
    expect(controls.pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('survey-later'));
    await advance(0);
    expect(controls.play).toHaveBeenCalledTimes(1);
    expect(recorded()).toEqual({ surveyName: SURVEY_NAME, skipped: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect(portalStore.get(userAtom)?.options[SURVEY_NAME]).toMatchObject({ skipped: expect.any(String) });
    unregister();
  });

  it('waits only 5000 ms on pxa', async () => {
    renderSurvey(testConfig({ isPxa: true }));
    await advance(5000);
    expect(screen.getByTestId('survey-continue')).toBeInTheDocument();
  });

  it('continue opens the 600x750 form with the iframe titled User Survey; close records closed', async () => {
    renderSurvey();
    await advance(20_000);
    fireEvent.click(screen.getByTestId('survey-continue'));
    const frame = screen.getByTitle('User Survey');
    // in the page's language (issue 27 item 7)
    expect(frame).toHaveAttribute('src', `${testConfig().user_survey_form_url}?lang=en`);
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(frame.closest('[role="dialog"]')).toHaveAttribute('data-size', 'survey');
    expect(screen.getByTestId('survey-loader')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByTestId('survey-loader')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(0);
    expect(recorded()).toMatchObject({ closed: expect.any(String) });
  });

  it('records submitted only for a submit message from the form frame on an allowed origin', async () => {
    const { controls, unregister } = player(true, true);
    renderSurvey();
    await advance(20_000);
    fireEvent.click(screen.getByTestId('survey-continue'));
    const form = (screen.getByTitle('User Survey') as HTMLIFrameElement).contentWindow!;
    const other = document.body.appendChild(document.createElement('iframe')).contentWindow!;
    await act(async () => {
      // wrong origin, wrong type, and the right message from another window of an allowed origin
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'submit_success' }, source: form }));
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://survey.example.test', data: { type: 'other' }, source: form }));
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://forms.example.org', data: { type: 'form-submit' }, source: other }));
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://forms.example.org', data: { type: 'form-submit' } }));
    });
    expect(recorded()).toBeUndefined();
    expect(screen.getByTitle('User Survey')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://forms.example.org', data: { type: 'form-submit' }, source: form }));
    });
    await advance(0);
    expect(recorded()).toMatchObject({ submitted: expect.any(String) });
    // submit resumes the player even in fullscreen
    expect(controls.play).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('close does not resume a fullscreen player', async () => {
    const { controls, unregister } = player(true, true);
    renderSurvey();
    await advance(20_000);
    fireEvent.click(screen.getByTestId('survey-continue'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(0);
    expect(controls.play).not.toHaveBeenCalled();
    unregister();
  });

  it("an iframe that fails logs 'Error occurred while loading iframe content!' and hides the loader", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderSurvey();
    await advance(20_000);
    fireEvent.click(screen.getByTestId('survey-continue'));
    fireEvent.error(screen.getByTitle('User Survey'));
    expect(error).toHaveBeenCalledWith('Error occurred while loading iframe content!');
    expect(screen.queryByTestId('survey-loader')).toBeNull();
    expect(screen.getByTestId('survey-failed')).toHaveTextContent('The survey could not be loaded');
    error.mockRestore();
  });

  it('a form that has not loaded after 20000 ms counts as a failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderSurvey();
      await advance(20_000);
      fireEvent.click(screen.getByTestId('survey-continue'));
      await advance(19_900);
      expect(screen.getByTestId('survey-loader')).toBeInTheDocument();
      expect(error).not.toHaveBeenCalled();
      await advance(200);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('Error occurred while loading iframe content!');
      expect(screen.getByRole('alert')).toHaveTextContent('The survey could not be loaded');
    } finally {
      error.mockRestore();
    }
  });

  it('a form that loads in time is kept past the 20000 ms mark', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderSurvey();
      await advance(20_000);
      fireEvent.click(screen.getByTestId('survey-continue'));
      fireEvent.load(screen.getByTitle('User Survey'));
      await advance(25_000);
      expect(error).not.toHaveBeenCalled();
      expect(screen.getByTitle('User Survey')).toBeInTheDocument();
    } finally {
      error.mockRestore();
    }
  });

  it('an unreachable form origin counts as a failure even though the frame fired load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    try {
      renderSurvey();
      await advance(20_000);
      fireEvent.click(screen.getByTestId('survey-continue'));
      fireEvent.load(screen.getByTitle('User Survey'));
      await advance(0);
      expect(error).toHaveBeenCalledWith('Error occurred while loading iframe content!');
      expect(screen.queryByTitle('User Survey')).toBeNull();
      expect(screen.getByRole('alert')).toHaveTextContent('The survey could not be loaded');
    } finally {
      error.mockRestore();
    }
  });

  it('is cancelled on an excluded route', async () => {
    const router = renderSurvey();
    await advance(20_000);
    expect(screen.getByTestId('survey-later')).toBeInTheDocument();
    await act(() => router.navigate('/auth/login'));
    await advance(200);
    expect(screen.queryByTestId('survey-later')).toBeNull();
    await advance(60_000);
    expect(screen.queryByTestId('survey-later')).toBeNull();
    expect(recorded()).toBeUndefined();
  });

  it('is cancelled on logout', async () => {
    renderSurvey();
    await advance(10_000);
    act(() => {
      portalStore.set(tokenAtom, null);
      portalStore.set(userAtom, null);
    });
    await advance(60_000);
    expect(screen.queryByTestId('survey-later')).toBeNull();
  });

  it('never shows for a user who submitted', async () => {
    portalStore.set(userAtom, user({ [SURVEY_NAME]: { surveyName: SURVEY_NAME, submitted: new Date().toISOString() } }));
    renderSurvey();
    await advance(60_000);
    expect(screen.queryByTestId('survey-later')).toBeNull();
  });
});

describe('surveySandbox', () => {
  it('grants a form on another origin its own storage, never top navigation or popups', () => {
    const tokens = surveySandbox('https://forms.example.com/f/1', 'https://portal.example.com').split(' ');
    expect(tokens).toContain('allow-same-origin');
    expect(tokens.some((t) => /top-navigation|popups|downloads|modals/.test(t))).toBe(false);
  });
  it('withholds allow-same-origin from a form on the portal origin (it could unsandbox itself)', () => {
    expect(surveySandbox('/survey/form', 'https://portal.example.com')).toBe('allow-scripts allow-forms');
    expect(surveySandbox('https://portal.example.com/x', 'https://portal.example.com')).toBe('allow-scripts allow-forms');
  });
});
