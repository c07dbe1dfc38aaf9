import type { ResolvedRemote } from '@portal/shared';
import { enabledOwner, prefixCovers, resolveOwner } from './ownership.ts';

const remote = (id: ResolvedRemote['id'], prefixes: string[], enabled = true): ResolvedRemote => ({
  id,
  container: id.replace('-', '_'),
  enabled,
  version: '1.0.0',
  manifestUrl: `http://cdn.test/${id}/1.0.0/mf-manifest.json`,
  prefixes,
});

const remotes = [
  remote('mf-events', ['/']),
  remote('mf-auth', ['/auth']),
  remote('mf-commerce', ['/auth/sign-up/subscription', '/payment'], false),
  remote('mf-following', ['/following', '/auth/sign-up/following']),
];

describe('route ownership', () => {
  it('matches prefixes on segment boundaries only', () => {
    expect(prefixCovers('/auth', '/auth/login/')).toBe(true);
    expect(prefixCovers('/auth', '/auth')).toBe(true);
    expect(prefixCovers('/auth', '/authors/')).toBe(false);
    expect(prefixCovers('/', '/anything/')).toBe(true);
  });

  it('gives a path to the longest matching prefix', () => {
    expect(resolveOwner(remotes, '/auth/sign-up/following/league/')?.remote.id).toBe('mf-following');
    expect(resolveOwner(remotes, '/auth/login/')?.remote.id).toBe('mf-auth');
    expect(resolveOwner(remotes, '/live/football/')?.remote.id).toBe('mf-events');
  });

  it('does not fall back to a shorter prefix when the owner is disabled', () => {
    expect(resolveOwner(remotes, '/auth/sign-up/subscription/')?.remote.id).toBe('mf-commerce');
    expect(enabledOwner(remotes, '/auth/sign-up/subscription/')).toBeNull();
    expect(enabledOwner(remotes, '/payment/success/')).toBeNull();
  });
});
