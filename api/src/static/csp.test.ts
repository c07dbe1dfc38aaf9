import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contentSecurityPolicy, openerPolicy, tenantOrigins } from './portal.ts';

const origins = { cdn: 'http://127.0.0.1:8081', idp: 'http://127.0.0.1:8082', cards: 'http://127.0.0.1:8083', survey: 'http://127.0.0.1:8084' };

describe('content security policy', () => {
  test('is strict: nonce for scripts and styles, no unsafe-inline or unsafe-eval', () => {
    const csp = contentSecurityPolicy('N0NCE', 'localhost:8080', origins);
    assert.match(csp, /script-src 'self' 'nonce-N0NCE' http:\/\/127\.0\.0\.1:8081/);
    assert.match(csp, /style-src 'self' 'nonce-N0NCE'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  test("lists a tenant's remotes on other CDNs, its survey form and SSO providers", () => {
    const extra = tenantOrigins({
      remotes: [
        {
          id: 'mf-events',
          container: 'mf_events',
          enabled: true,
          version: '2.0.0',
          manifestUrl: 'https://cdn.example.com/mf-events/2.0.0/mf-manifest.json',
          prefixes: ['/'],
        },
        {
          id: 'mf-commerce',
          container: 'mf_commerce',
          enabled: false,
          version: '1.0.0',
          manifestUrl: 'https://off.example.com/m.json',
          prefixes: ['/payment'],
        },
      ],
      user_survey_form_url: 'https://forms.example.org/f/1',
      sso: {
        google: {
          issuer: 'https://accounts.example.com',
          authorization_endpoint: 'https://accounts.example.com/auth',
          token_endpoint: 'https://oauth.example.com/token',
          client_id: 'x',
        },
      },
    });
    const csp = contentSecurityPolicy('N', 'localhost:8080', origins, extra);
    assert.match(csp, /script-src [^;]*https:\/\/cdn\.example\.com/);
    assert.match(csp, /connect-src [^;]*https:\/\/cdn\.example\.com[^;]*https:\/\/oauth\.example\.com/);
    assert.doesNotMatch(csp, /off\.example\.com/, 'a disabled remote adds nothing');
    assert.match(csp, /frame-src [^;]*https:\/\/forms\.example\.org/);
    assert.match(csp, /form-action 'self' [^;]*https:\/\/accounts\.example\.com/);
  });

  test('adds error reporting and GA4 origins only for a tenant that configures them', () => {
    const base = { remotes: [], user_survey_form_url: '', sso: {} };
    const off = contentSecurityPolicy('N', 'localhost:8080', origins, tenantOrigins({ ...base, app_config: { app_id_for_ga4: '', sentry_dsn: '' } }));
    assert.doesNotMatch(off, /google|sentry/);
    const on = contentSecurityPolicy(
      'N',
      'localhost:8080',
      origins,
      tenantOrigins({ ...base, app_config: { app_id_for_ga4: 'G-1', sentry_dsn: 'https://k3y@o1.ingest.sentry.example/42' } }),
    );
    assert.match(on, /script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    assert.match(on, /connect-src [^;]*https:\/\/o1\.ingest\.sentry\.example[^;]*https:\/\/\*\.google-analytics\.com/);
    assert.match(on, /img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    assert.doesNotMatch(on, /k3y/, 'the DSN key is not an origin');
    assert.doesNotMatch(on, /unsafe-inline|unsafe-eval/);
  });
});

describe('cross-origin opener policy', () => {
  test('pages isolate their window from other origins but may open popups; the SSO callback keeps its opener', () => {
    assert.equal(openerPolicy('/'), 'same-origin-allow-popups');
    assert.equal(openerPolicy('/auth/login/'), 'same-origin-allow-popups');
    assert.equal(openerPolicy('/auth/oauth2/callback/google/?code=x&state=y'), 'unsafe-none');
  });
});
