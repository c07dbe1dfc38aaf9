import { initI18n, type PublicTenantConfig, type RemoteRoutesModule, type ResolvedRemote } from '@portal/shared';
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
    const load = jest.fn().mockRejectedValueOnce(new Error('cdn down')).mockImplementation(async (r: ResolvedRemote) => routesOf(r.id));
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
