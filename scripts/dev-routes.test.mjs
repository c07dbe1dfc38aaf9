// Development aids stay out of production builds (ADR 0052): the shell's design-system gallery
// (/dev/gallery/) and mf-events' ad test page (/dev-ad-test/). Builds the shell and mf-events in
// production mode into a temporary folder (never dist/) and looks for them in every emitted file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { extractRoutePatterns } from '../shared/build/manifests.mjs';
import { repoRoot } from './apps.mjs';

/** What gives each aid away in a bundle: its route path, route or chunk name, test id. */
const AIDS = {
  shell: ['dev/gallery', 'dev-gallery', 'UiGallery'],
  'mf-events': ['dev-ad-test', 'DevAdTest'],
};

async function buildProduction(apps, out) {
  const configs = await Promise.all(
    apps.map(async (app) => {
      const factory = (await import(join(repoRoot, app, 'webpack.config.mjs'))).default;
      const config = factory({}, { mode: 'production' });
      // No compressed copies: the test reads the JavaScript and the manifests only.
      const plugins = config.plugins.filter((p) => !/Compression/.test(p.constructor.name));
      return { ...config, name: app, plugins, output: { ...config.output, path: join(out, app) } };
    }),
  );
  await new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

test('a production build carries no development route, page or chunk', { timeout: 120_000 }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'dev-routes-'));
  try {
    await buildProduction(Object.keys(AIDS), out);
    const found = [];
    for (const [app, markers] of Object.entries(AIDS)) {
      const files = readdirSync(join(out, app), { recursive: true }).filter((f) => /\.(js|json|html)$/.test(f));
      assert.ok(
        files.some((f) => f.startsWith('main.') || f === 'remoteEntry.js'),
        `${app} built`,
      );
      for (const file of files) {
        const text = readFileSync(join(out, app, file), 'utf8');
        for (const marker of [...markers, ...markers.map((m) => m.toLowerCase())]) {
          if (file.includes(marker) || text.includes(marker)) found.push(`${app}/${file}: ${marker}`);
        }
      }
    }
    assert.deepEqual([...new Set(found)], []);
    const manifest = JSON.parse(readFileSync(join(out, 'mf-events', 'routes.json'), 'utf8'));
    assert.ok(
      manifest.routes.some((r) => r.path === 'live'),
      'the manifest lists the real pages',
    );
    assert.ok(!manifest.routes.some((r) => r.path === 'dev-ad-test'), 'and not the development ones');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the markers are real: the sources declare the aids, and a development build lists them', () => {
  const table = readFileSync(join(repoRoot, 'mf-events/src/exposes/routes.tsx'), 'utf8');
  assert.ok(extractRoutePatterns(table, 'routes.tsx', { dev: true }).some((r) => r.path === 'dev-ad-test'));
  assert.ok(!extractRoutePatterns(table, 'routes.tsx').some((r) => r.path === 'dev-ad-test'));
  const shellRoutes = readFileSync(join(repoRoot, 'shell/src/routing/shell-routes.tsx'), 'utf8');
  for (const marker of ['dev/gallery', 'dev-gallery']) assert.ok(shellRoutes.includes(marker), marker);
  assert.ok(readFileSync(join(repoRoot, 'shell/src/routing/DevGalleryPage.tsx'), 'utf8').includes('UiGallery'));
});
