import { initI18n, type PublicTenantConfig, type RemoteRoutesModule, type ResolvedRemote } from '@portal/shared';
import { matchPath } from 'react-router';
import { createPatcher } from './router.tsx';

const remote = (id: ResolvedRemote['id'], prefixes: string[], enabled = true): ResolvedRemote => ({
  id,
  container: id.replace('-', '_'),
  enabled,
  version: '1.0.0',
  manifestUrl: `http://cdn.test/${id}/1.0.0/mf-manifest.json`,
  prefixes,
});

const config = {
  remotes: [remote('mf-events', ['/']), remote('mf-auth', ['/auth']), remote('mf-commerce', ['/payment'], false)],
} as unknown as PublicTenantConfig;

const deps = { config: () => config, session: () => ({ authenticated: false, favoriteClubId: null }) };

const routesOf = (id: ResolvedRemote['id']): RemoteRoutesModule => ({
  remote: id,
  namespace: id,
  loadTranslations: async () => ({}),
  routes: [
    { id: 'index', index: true, handle: { name: 'index', layout: 'home' } },
    { id: 'login', path: 'auth/login', handle: { name: 'auth-login', layout: 'auth' } },
    { id: 'other', path: 'auth/other', handle: { name: 'auth-other', layout: 'auth' } },
  ],
});

function args(path: string, aborted = false) {
  const patch = jest.fn();
  const controller = new AbortController();
  if (aborted) controller.abort();
  return { patch, call: { path, patch, signal: controller.signal, matches: [], fetcherKey: undefined } };
}

describe('route discovery', () => {
  it('loads the owner once and patches its routes under their layouts with namespaced ids', async () => {
    const load = jest.fn(async (r: ResolvedRemote) => routesOf(r.id));
    const patcher = createPatcher(config, deps, load);
    const first = args('/');
    await patcher(first.call);
    await patcher(args('/live/').call);
    expect(load).toHaveBeenCalledTimes(1);
    const calls = first.patch.mock.calls;
    expect(calls.map(([parent, children]) => [parent, children.map((c: { id: string }) => c.id)])).toEqual([
      ['app', ['layout-home']],
      ['app', ['layout-auth']],
    ]);
    expect(calls[1][1][0].children.map((c: { id: string }) => c.id)).toEqual(['mf_events.routes:login', 'mf_events.routes:other']);
  });

  it('patches a second remote into an existing layout instead of creating it again', async () => {
    const patcher = createPatcher(config, deps, async (r) => routesOf(r.id));
    await patcher(args('/').call);
    const second = args('/auth/login/');
    await patcher(second.call);
    expect(second.patch.mock.calls.map(([parent]) => parent)).toEqual(['layout-home', 'layout-auth']);
  });

  it('does nothing for a path owned by a disabled remote (the 404 route answers)', async () => {
    const load = jest.fn(async (r: ResolvedRemote) => routesOf(r.id));
    const patcher = createPatcher(config, deps, load);
    const a = args('/payment/success/');
    await patcher(a.call);
    expect(load).not.toHaveBeenCalled();
    expect(a.patch).not.toHaveBeenCalled();
  });

  it('does not cache a failure: the next navigation loads again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('cdn down'))
      .mockImplementation(async (r: ResolvedRemote) => routesOf(r.id));
    const patcher = createPatcher(config, deps, load);
    await expect(patcher(args('/auth/login/').call)).rejects.toThrow('cdn down');
    const retry = args('/auth/login/');
    await patcher(retry.call);
    expect(load).toHaveBeenCalledTimes(2);
    expect(retry.patch).toHaveBeenCalled();
  });

  it('swallows the failure of a navigation that was already aborted', async () => {
    const patcher = createPatcher(config, deps, async () => {
      throw new Error('late failure');
    });
    await expect(patcher(args('/auth/login/', true).call)).resolves.toBeUndefined();
  });
});

describe('route discovery after an aborted navigation', () => {
  it('patches the remote on the next navigation when the first one was aborted mid-load', async () => {
    const load = jest.fn(async (r: ResolvedRemote) => routesOf(r.id));
    const patcher = createPatcher(config, deps, load);
    const aborted = args('/auth/login/', true);
    await patcher(aborted.call);
    expect(aborted.patch).not.toHaveBeenCalled();
    const next = args('/auth/login/');
    await patcher(next.call);
    expect(next.patch).toHaveBeenCalled();
  });
});

describe('remote translations', () => {
  it("loads the remote's namespace before its routes are patched (first render is translated)", async () => {
    await initI18n({ locale: 'en' });
    const order: string[] = [];
    const patcher = createPatcher(config, deps, async (r) => ({
      ...routesOf(r.id),
      namespace: 'probe',
      loadTranslations: async () => {
        order.push('translations');
        return { hello: 'Hello' };
      },
    }));
    const a = args('/');
    a.patch.mockImplementation(() => order.push('patch'));
    await patcher(a.call);
    expect(order[0]).toBe('translations');
    expect(order).toContain('patch');
  });
});

describe("the shell's own pages (ADR 0056)", () => {
  const eventsOff = { remotes: [remote('mf-events', ['/'], false), remote('mf-auth', ['/auth'])] } as unknown as PublicTenantConfig;
  const shellPages = async () => ({
    namespace: 'info',
    loadTranslations: async () => ({}),
    routes: [
      { id: 'faq', path: 'faq', handle: { name: 'faq', layout: 'home' as const } },
      { id: 'info-type', path: 'info/:type', handle: { name: 'info-type', layout: 'home' as const } },
    ],
  });

  it('are patched from the shell, without loading a remote, on a tenant whose events remote is off', async () => {
    const load = jest.fn(async (r: ResolvedRemote) => routesOf(r.id));
    const loadShell = jest.fn(shellPages);
    const patcher = createPatcher(eventsOff, deps, load, loadShell);
    const faq = args('/faq/');
    await patcher(faq.call);
    await patcher(args('/info/contact/').call);
    expect(load).not.toHaveBeenCalled();
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(faq.patch.mock.calls.map(([parent, children]) => [parent, children.map((c: { id: string }) => c.id)])).toEqual([['app', ['layout-home']]]);
    expect(faq.patch.mock.calls[0][1][0].children.map((c: { id: string }) => c.id)).toEqual(['shell.routes:faq', 'shell.routes:info-type']);
    // '/' stays the events remote's, here switched off: nothing is patched and the 404 answers.
    const home = args('/');
    await patcher(home.call);
    expect(home.patch).not.toHaveBeenCalled();
  });

  it('share the home layout with the events remote, whichever comes first', async () => {
    const load = jest.fn(async (r: ResolvedRemote) => routesOf(r.id));
    const patcher = createPatcher(config, deps, load, shellPages);
    await patcher(args('/terms/').call);
    expect(load).not.toHaveBeenCalled();
    const home = args('/');
    await patcher(home.call);
    expect(load).toHaveBeenCalledTimes(1);
    expect(home.patch.mock.calls.map(([parent]) => parent)).toEqual(['layout-home', 'app']);
  });
});

describe('the real shell pages chunk', () => {
  it('routes exactly the paths the patcher and the server take for shell pages (SHELL_PAGES)', async () => {
    const { loadShellPages } = await import('./router.tsx');
    const { isShellPage } = await import('@portal/shared');
    const module = await loadShellPages();
    expect(module.routes.every((r) => isShellPage(`/${r.path}/`))).toBe(true);
    const urls = ['/faq/', '/about/', '/terms/', '/privacy/', '/info/refunds/', '/open-app/'];
    expect(urls.filter((url) => !isShellPage(url))).toEqual([]);
    expect(urls.map((url) => module.routes.filter((r) => matchPath(`/${r.path}/`, url)).length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(module.namespace).toBe('info');
  });
});
