// Compression and caching on the wire (issue 8 item 5): every script and JSON response above
// 1 KB arrives br- or gzip-encoded (precompressed files from the build, API JSON compressed by
// the server), content-hashed files are immutable for a year, manifests and remote entries
// are revalidated.
import { expect, test, type Response } from '@playwright/test';

const THRESHOLD = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /[.\-_][0-9a-f]{8,}\.(js|css)$/i;

interface Seen {
  url: string;
  kind: 'script' | 'json';
  bytes: number;
  wire: number;
  encoding: string;
  cacheControl: string;
}

async function inspect(response: Response): Promise<Seen | null> {
  const type = response.request().resourceType();
  const headers = await response.allHeaders();
  const isJson = /json/.test(headers['content-type'] ?? '');
  if (type !== 'script' && !isJson) return null;
  if (response.status() !== 200) return null;
  const body = await response.body().catch((error: Error) => {
    // A response the page let go before its body was read (a cancelled query): no body to measure.
    // Anything else fails the test.
    if (/No (resource|data found for resource) with given identifier/.test(error.message)) return null;
    throw error;
  });
  if (!body) return null;
  const sizes = await response.request().sizes();
  return {
    url: response.url(),
    kind: type === 'script' ? 'script' : 'json',
    bytes: body.length,
    wire: sizes.responseBodySize,
    encoding: headers['content-encoding'] ?? 'identity',
    cacheControl: headers['cache-control'] ?? '',
  };
}

for (const path of ['/', '/auth/login/']) {
  test(`first visit to ${path}: scripts and JSON above 1 KB are compressed; cache headers by kind`, async ({ page }) => {
    const pending: Promise<Seen | null>[] = [];
    page.on('response', (response) => pending.push(inspect(response)));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const seen = (await Promise.all(pending)).filter((s): s is Seen => s !== null);

    const scripts = seen.filter((s) => s.kind === 'script');
    expect(scripts.length, 'the page loaded scripts').toBeGreaterThan(0);
    const uncompressed = seen.filter((s) => s.bytes > THRESHOLD && !['br', 'gzip'].includes(s.encoding));
    expect(
      uncompressed.map((s) => `${s.url} (${s.bytes} B, ${s.encoding})`),
      'responses above 1 KB sent uncompressed',
    ).toEqual([]);

    const hashed = scripts.filter((s) => HASHED.test(new URL(s.url).pathname));
    expect(hashed.length, 'content-hashed chunks were loaded').toBeGreaterThan(0);
    for (const s of hashed) expect(s.cacheControl, s.url).toBe(IMMUTABLE);
    const manifests = seen.filter((s) => new URL(s.url).pathname.endsWith('/mf-manifest.json'));
    expect(manifests.length, 'remote manifests were loaded').toBeGreaterThan(0);
    for (const s of manifests) expect(s.cacheControl, s.url).toBe('no-cache');
    for (const s of scripts.filter((x) => new URL(x.url).pathname.endsWith('/remoteEntry.js'))) expect(s.cacheControl, s.url).toBe('no-cache');

    const total = seen.reduce((n, s) => n + s.bytes, 0);
    const wire = seen.reduce((n, s) => n + s.wire, 0);
    test.info().annotations.push({
      type: 'bytes',
      description: `${path}: ${seen.length} script/JSON responses, ${(total / 1024).toFixed(1)} KiB decoded, ${(wire / 1024).toFixed(1)} KiB on the wire`,
    });
  });
}
