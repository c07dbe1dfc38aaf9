import routes from './routes.tsx';

const byName = Object.fromEntries(routes.routes.map((r) => [r.handle!.name, r]));

describe('mf-auth routes (docs/product.md)', () => {
  test('the remote, its namespace and its translations', async () => {
    expect(routes.remote).toBe('mf-auth');
    expect(routes.namespace).toBe('auth');
    await expect(routes.loadTranslations('he')).resolves.toMatchObject({ login: { title: 'התחברות' } });
  });

  test('paths, names, auth layout and survey exclusion', () => {
    expect(routes.routes.map((r) => [r.path, r.handle!.name])).toEqual([
      ['auth/login', 'auth-login'],
      ['auth/login/limit', 'auth-login-limit'],
      ['auth/sign-up', 'auth-sign-up'],
      ['auth/sign-up/personalization', 'auth-sign-up-personalization'],
      ['auth/password/forgot', 'auth-password-forgot'],
      ['auth/password/reset', 'auth-password-reset'],
      ['auth/oauth2/callback/:provider', 'auth-oauth2-callback-provider'],
    ]);
    for (const r of routes.routes) {
      expect(r.handle!.layout).toBe('auth');
      expect(r.handle!.surveyExcluded).toBe(true);
      expect(r.Component).toBeDefined();
    }
    expect(new Set(routes.routes.map((r) => r.id)).size).toBe(routes.routes.length);
  });

  // The shell loads these before the first render (shell/src/routing/patcher.test.ts).
  test('the auth namespace loads for every locale the contract names', async () => {
    expect(routes.namespace).toBe('auth');
    const en = await routes.loadTranslations('en');
    const he = await routes.loadTranslations('he');
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(he)).toEqual(Object.keys(en));
  });

  test('only personalization needs a signed-in user', () => {
    expect(routes.routes.filter((r) => r.handle!.middleware?.includes('auth')).map((r) => r.handle!.name)).toEqual(['auth-sign-up-personalization']);
  });

  test('the callback validates the provider (unsupported: 404)', () => {
    const validate = byName['auth-oauth2-callback-provider']!.validate!;
    for (const p of ['facebook', 'google', 'apple', 'ifa']) expect(validate({ provider: p })).toBe(true);
    expect(validate({ provider: 'myspace' })).toBe(false);
  });
});
