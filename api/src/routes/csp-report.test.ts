// CSP violation reports: both browser formats accepted and logged, garbage never an error.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cspViolation } from './csp-report.ts';
import { suitePortal, writeFiles } from '../testing/harness.ts';

describe('CSP violation reports', () => {
  const suite = suitePortal();
  const post = (type: string, body: string) => fetch(`${suite.base}/api/csp-report`, { method: 'POST', headers: { 'content-type': type }, body });

  test('the shell page names the report endpoint in its policy and headers', async () => {
    writeFiles(suite.portal.shellDistDir, {
      'index.html': '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /></head><body></body></html>',
    });
    const res = await fetch(`${suite.base}/`);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(res.headers.get('content-security-policy') ?? '', /report-uri \/api\/csp-report; report-to csp/);
    assert.equal(res.headers.get('reporting-endpoints'), 'csp="/api/csp-report"');
    assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
  });

  test('report-uri and Reporting API bodies answer 204; garbage too (nothing to tell an attacker)', async () => {
    const legacy = JSON.stringify({
      'csp-report': { 'document-uri': 'http://localhost/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' },
    });
    assert.equal((await post('application/csp-report', legacy)).status, 204);
    const modern = JSON.stringify([
      { type: 'csp-violation', body: { documentURL: 'http://localhost/', effectiveDirective: 'img-src', blockedURL: 'https://img.example/a.png' } },
    ]);
    assert.equal((await post('application/reports+json', modern)).status, 204);
    assert.equal((await post('application/csp-report', '{not json')).status, 204);
  });

  test('the fields logged from each shape, and nothing from other bodies', () => {
    assert.deepEqual(
      cspViolation({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'inline', 'document-uri': 'http://a/', 'line-number': 3 } }),
      {
        directive: 'script-src',
        blocked: 'inline',
        document: 'http://a/',
        source: undefined,
        line: 3,
      },
    );
    assert.equal(cspViolation([{ type: 'deprecation', body: {} }]), null);
    assert.equal(cspViolation('x'), null);
    assert.equal(cspViolation(null), null);
    assert.equal(cspViolation({ 'csp-report': { 'blocked-uri': 'x'.repeat(5000) } })!.blocked!.length, 300);
  });
});
