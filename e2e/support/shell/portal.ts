// Shared helpers of the shell specs (e2e/specs/shell): the run's two tenant origins, the demo
// accounts, cached signed-in storage states (one UI sign-in per account and worker, on a pinned
// device id so the demo users' device limits never fill up), the API calls the specs read back
// with, and access to the page's @portal/shared singleton through the Module Federation share
// scope (exactly what any remote gets) for shell services no page uses yet (toasts, modal host,
// navigateTo, player bus).
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughLoginPage } from '../session.ts';

export const PORT = Number(process.env.E2E_PORT ?? 18080);
export const ARENA = `http://localhost:${PORT}`;
export const KADUR = `http://kadur.localhost:${PORT}`;
export const PASSWORD = 'Password123!';

export const ACCOUNTS = {
  arenaFan: 'fan@arena.test',
  arenaNew: 'new@arena.test',
  kadurFan: 'fan@kadur.test',
  kadurNew: 'new@kadur.test',
} as const;

export const DEVICE_ID_KEY = 'portal:device-id';
export const COLOR_MODE_KEY = 'portal:color-mode';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The device id the portal generates once per browser, pinned per account and worker so every sign-in of
 * a worker's specs is the same device. Per worker: a device holds one live session (ADR 0047), so a
 * worker signing in on another worker's device would end that worker's cached session. The config's two
 * workers fit kadur's limit of two devices.
 */
export function pinnedDeviceId(email: string): string {
  return `e2e-shell-${email.replace(/[^a-z0-9]/gi, '-')}-w${process.env.TEST_PARALLEL_INDEX ?? '0'}`;
}

export async function pinDevice(context: BrowserContext, email: string): Promise<void> {
  await context.addInitScript(
    ({ key, id }) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, id);
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    { key: DEVICE_ID_KEY, id: pinnedDeviceId(email) },
  );
}

const states = new Map<string, { state: Promise<StorageState>; at: number }>();

/**
 * How long a worker reuses one sign-in. Contexts made from the same state share its refresh token,
 * which rotates on use: once the client's refresh is due (80 % of the e2e API's 3,600 s token), the
 * first context to refresh spends it and the next ones present a used token, which revokes the whole
 * session ("Your session has ended"). A run of more than 48 minutes met this on a slow CI machine.
 */
const STATE_REUSE_MS = 20 * 60_000;

/** Signs in once per worker (and again after STATE_REUSE_MS) through the real login page; returns the storage state (tokens, user, device id). */
export function signedInState(browser: Browser, origin: string, email: string): Promise<StorageState> {
  const key = `${origin} ${email}`;
  const cached = states.get(key);
  let state = cached && Date.now() - cached.at < STATE_REUSE_MS ? cached.state : undefined;
  if (!state) {
    const entry = { state: undefined as unknown as Promise<StorageState>, at: Date.now() };
    entry.state = (async () => {
      const context = await browser.newContext();
      try {
        await pinDevice(context, email);
        const page = await context.newPage();
        await signInThroughLoginPage(page, origin, { email, password: PASSWORD });
        await expect.poll(() => page.evaluate(() => localStorage.getItem('portal:token')), { timeout: 30_000 }).not.toBeNull();
        return await context.storageState();
      } catch (error) {
        // A failed sign-in is not kept for the next caller (it tries again); this caller gets the error.
        if (states.get(key) === entry) states.delete(key);
        throw error;
      } finally {
        await context.close();
      }
    })();
    states.set(key, entry);
    state = entry.state;
  }
  return state;
}

/** A new context signed in as `email` on `origin` (plus any context options). */
export async function signedInContext(browser: Browser, origin: string, email: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ...options, storageState: await signedInState(browser, origin, email) });
  await pinDevice(context, email);
  return context;
}

/**
 * Pins the account's device for a spec that signs in on it itself (the login page, a paywall's sign-in
 * link): that sign-in takes the device over and ends the session this worker has cached for the account
 * (a device holds one live session), so the cache forgets it and the next signedInContext signs in again.
 * A context made from signedInState pins with pinDevice instead.
 */
export async function pinDeviceForSignIn(context: BrowserContext, email: string): Promise<void> {
  for (const key of [...states.keys()]) if (key.endsWith(` ${email}`)) states.delete(key);
  await pinDevice(context, email);
}

/** Signs in through the login page in this page's context (a fresh session: for specs that sign out). */
export async function signInFresh(page: Page, origin: string, email: string, returnTo?: string) {
  await pinDeviceForSignIn(page.context(), email);
  await signInThroughLoginPage(page, origin, { email, password: PASSWORD }, returnTo);
}

/**
 * The URL of an API call for a tenant origin. Node's resolver does not know *.localhost (only
 * Chromium maps it to loopback), so calls for those tenants go to localhost with ?tenant=<id>.
 */
export function apiUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  const sub = /^([a-z0-9-]+)\.localhost$/.exec(url.hostname);
  if (sub) {
    url.hostname = 'localhost';
    url.searchParams.set('tenant', sub[1]!);
  }
  return url.href;
}

export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal:token') ?? 'null') as string | null);
  if (!token) throw new Error('No access token in localStorage');
  return token;
}

export async function getProfile(request: APIRequestContext, origin: string, token: string): Promise<Record<string, any>> {
  const response = await request.get(apiUrl(origin, '/api/user/get_profile'), { headers: { 'x-authorization': `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { content: Record<string, any> }).content;
}

export async function updateOptions(request: APIRequestContext, origin: string, token: string, options: Record<string, unknown>) {
  const response = await request.post(apiUrl(origin, '/api/user/update_profile'), {
    headers: { 'x-authorization': `Bearer ${token}` },
    data: { data: { options } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Seeded ids of a tenant, read from the real API. */
export async function catalogue(request: APIRequestContext, origin: string) {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(apiUrl(origin, path), { data });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { content: { entries: Array<Record<string, any>> } }).content.entries;
  };
  const [event] = await post('/api/event/list', { size: 1, status: 'ARCHIVED' });
  const [channel] = await post('/api/event/list', { size: 1, status: 'CHANNEL' });
  const identities = await post('/api/identity/list', { size: 50, filters: { media_type: 'identity' } });
  const subs = await post('/api/identity/list', { size: 100, filters: { media_type: 'identity_item' } });
  const [team] = await post('/api/team/list', { size: 1 });
  const league = identities.find((i) => i.kind === 'league') ?? identities[0]!;
  const category = identities.find((i) => i.kind === 'category') ?? identities[0]!;
  const sub = subs.find((s) => Array.isArray(s.mainCategories) && s.mainCategories.includes(category.id)) ?? subs[0]!;
  const mainId = category.id;
  return {
    eventId: Number(event!.id),
    referenceId: String(event!.referenceId),
    channelId: Number(channel!.id),
    leagueId: Number(league.id),
    mainId: Number(mainId),
    subId: Number(sub.id),
    teamId: Number(team!.id),
  };
}

/** Makes the page's @portal/shared singleton (and React) reachable as window.__e2eShared / window.__e2eReact. */
export async function exposeShared(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const share = (globalThis as any).__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(share).some((scopes: any) => Object.values(scopes?.default?.['@portal/shared'] ?? {}).some((e: any) => e.loaded && e.lib));
  });
  await page.evaluate(async () => {
    const find = async (name: string) => {
      const share = (globalThis as any).__FEDERATION__.__SHARE__;
      for (const scopes of Object.values(share) as any[]) {
        for (const entry of Object.values(scopes?.default?.[name] ?? {}) as any[]) if (entry.loaded && entry.lib) return await entry.lib();
      }
      throw new Error(`${name} is not loaded in the share scope`);
    };
    (window as any).__e2eShared = await find('@portal/shared');
    // The design-system kit is its own singleton entry (ADR 0014).
    (window as any).__e2eUi = await find('@portal/shared/ui');
    (window as any).__e2eReact = await find('react');
  });
}

/** Waits until the shell rendered a layout (the config loaded, the owning remote's page is in). */
export async function shellReady(page: Page) {
  await expect(page.locator('[data-layout]').first()).toBeVisible({ timeout: 20_000 });
}

/** Records console messages of a page (type and text). */
export function consoleMessages(page: Page): Array<{ type: string; text: string }> {
  const messages: Array<{ type: string; text: string }> = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return messages;
}

/** Counts the top-level document loads of a page (full page loads, including reloads). */
export function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r.url());
  });
  return loads;
}

/**
 * An in-app navigation through the router, no page load: the URL is pushed and the router told
 * by the popstate it listens to (navigateTo moved from @portal/shared into the shell, which
 * exposes no module to the page).
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(window.history.state, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/**
 * Pauses the page's (installed) clock a few seconds ahead of now: from then on time moves only
 * with clock.runFor / fastForward. On a busy machine "now" may have moved on, so retry further ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 3000; ; ahead *= 2) {
    const now = page.url() === 'about:blank' ? Date.now() : await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead > 60_000 || !String(error).includes('past')) throw error;
    }
  }
}
