// Independent deploy (issue 2 item 8), scripted end to end on real servers:
//  1. an isolated portal serves a TEMP copy of the CDN folder; arena follows mf-events'
//     "latest" pointer, kadur is pinned to the version published today;
//  2. mf-events is rebuilt alone (webpack, with a release note baked in through the
//     shared preset's __RELEASE_NOTE__) and published as a new version that moves
//     "latest" (scripts/publish-remote.mjs);
//  3. the running shell, not rebuilt, serves the new version to arena after a reload,
//     while kadur still gets the pinned one;
//  4. rollback is moving the pointer back (movePointer): arena gets the old version again.
// The repository's .cdn and mf-events/dist are never touched.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { deployScript } from '../../support/deploy.ts';
import { recordRequests } from '../../support/federation.ts';
import { REPO_DIR, cdnCopy, pointerTarget, startIsolatedPortal, tempDir, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const REMOTE = 'mf-events';
const NEW_VERSION = '1.0.1-e2e';
const RELEASE_NOTE = 'Now with instant replays';

/** Builds mf-events on its own into `outputPath` (the app's dist stays as it is). */
function buildMfEvents(outputPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO_DIR, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--config', 'mf-events/webpack.config.mjs', '--output-path', outputPath],
      { cwd: REPO_DIR, env: { ...process.env, PORTAL_RELEASE_NOTE: RELEASE_NOTE }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mf-events build failed (${code}):\n${output}`))));
  });
}

function bundleMentions(dir: string, text: string): boolean {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .some((e) => readFileSync(join(e.parentPath, e.name), 'utf8').includes(text));
}

/** Loads `url` fresh and returns the mf-events version folders and the shell's entry scripts it fetched. */
async function visitHome(page: Page, url: string, cdn: string) {
  const requests: Request[] = recordRequests(page);
  await page.goto(url);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const prefix = `${cdn}/${REMOTE}/`;
  const versions = new Set(
    requests
      .map((r) => r.url())
      .filter((u) => u.startsWith(prefix))
      .map((u) => u.slice(prefix.length).split('/')[0]!),
  );
  const shellScripts = requests
    .filter((r) => r.resourceType() === 'script' && new URL(r.url()).origin === new URL(url).origin)
    .map((r) => new URL(r.url()).pathname)
    .sort();
  return { versions: [...versions], shellScripts };
}

let portal: IsolatedPortal;
let cdnDir: string;
let buildDir: string;
let oldVersion: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  cdnDir = cdnCopy();
  oldVersion = pointerTarget(cdnDir, REMOTE);
  const tenantsDir = tenantsCopy((tenant) => {
    if (tenant.id === 'arena') tenant.remotes[REMOTE]!.version = 'latest';
    if (tenant.id === 'kadur') tenant.remotes[REMOTE]!.version = oldVersion;
  });
  buildDir = tempDir('mf-events-build');
  portal = await startIsolatedPortal({ cdnDir, tenantsDir, cleanup: [cdnDir, tenantsDir, buildDir] });
});

test.afterAll(async () => {
  await portal?.close();
});

test('a rebuilt mf-events published as a new version reaches the tenant on "latest" only; rollback is a pointer move', async ({ page, context }) => {
  // The build alone takes 10-20 s on an idle machine, much more on a busy one.
  test.setTimeout(300_000);
  const { publishRemote, movePointer, readPointers } = await deployScript();
  const cdn = portal.urls.cdn;
  const arena = portal.urls.portal; // 127.0.0.1 → arena
  const kadur = `http://kadur.localhost:${new URL(portal.urls.portal).port}`;

  // Before: both tenants on the published version.
  const before = await visitHome(page, `${arena}/`, cdn);
  expect(before.versions).toEqual([oldVersion]);
  await expect(page.getByTestId('release-note')).toHaveCount(0);

  // Rebuild mf-events alone, with a visible change, and publish it as a new version moving "latest".
  await buildMfEvents(buildDir);
  expect(JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8')).name).toBe('mf_events');
  publishRemote(REMOTE, NEW_VERSION, { pointer: 'latest', dir: cdnDir, from: buildDir, log: () => {} });
  expect(readPointers(REMOTE, cdnDir)).toMatchObject({ latest: NEW_VERSION });
  // mf-events renders __RELEASE_NOTE__ as a banner when its code references it (the
  // minifier drops the string otherwise); until then the version checks below carry the proof.
  const showsNote = bundleMentions(buildDir, RELEASE_NOTE);
  if (!showsNote) {
    test.info().annotations.push({ type: 'warning', description: 'mf-events does not render __RELEASE_NOTE__ (data-testid="release-note") yet: only the served version is checked' });
  }

  // After a reload, arena (on "latest") runs the new version in the same, not rebuilt, shell.
  const latest = await visitHome(page, `${arena}/`, cdn);
  expect(latest.versions).toEqual([NEW_VERSION]);
  expect(latest.shellScripts).toEqual(before.shellScripts);
  if (showsNote) await expect(page.getByTestId('release-note')).toContainText(RELEASE_NOTE);

  // kadur, pinned, still gets the old version, with no release note.
  const pinnedPage = await context.newPage();
  const pinned = await visitHome(pinnedPage, `${kadur}/`, cdn);
  expect(pinned.versions).toEqual([oldVersion]);
  await expect(pinnedPage.getByTestId('release-note')).toHaveCount(0);
  await pinnedPage.close();

  // Rollback: move the pointer back, reload, and arena is on the old version again.
  movePointer(REMOTE, 'latest', oldVersion, cdnDir);
  const rolledBack = await visitHome(page, `${arena}/`, cdn);
  expect(rolledBack.versions).toEqual([oldVersion]);
  expect(rolledBack.shellScripts).toEqual(before.shellScripts);
  await expect(page.getByTestId('release-note')).toHaveCount(0);
  // Both versions stay deployed (old tabs keep loading their chunks).
  expect(readdirSync(join(cdnDir, REMOTE)).sort()).toEqual(expect.arrayContaining([oldVersion, NEW_VERSION]));
});
