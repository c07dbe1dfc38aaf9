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
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { buildRemote, type RemoteBuild } from '../../support/build-remote.ts';
import { deployScript } from '../../support/deploy.ts';
import { recordRequests } from '../../support/federation.ts';
import { SHELL_DIST_DIR, cdnCopy, pointerTarget, startIsolatedPortal, tempDir, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const REMOTE = 'mf-events';
const NEW_VERSION = '1.0.1-e2e';
const RELEASE_NOTE = 'Now with instant replays';

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
let build: RemoteBuild | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // Rebuild mf-events alone, with a visible change; it runs while the portal starts and
  // the browser checks "before" (awaited in the test, which has the long timeout).
  buildDir = tempDir('mf-events-build');
  build = buildRemote(REMOTE, buildDir, { PORTAL_RELEASE_NOTE: RELEASE_NOTE });
  cdnDir = cdnCopy();
  oldVersion = pointerTarget(cdnDir, REMOTE);
  const tenantsDir = tenantsCopy((tenant) => {
    if (tenant.id === 'arena') tenant.remotes[REMOTE]!.version = 'latest';
    if (tenant.id === 'kadur') tenant.remotes[REMOTE]!.version = oldVersion;
  });
  // The shell is frozen for this spec (a copy of its build): it is never rebuilt while
  // mf-events changes, even if someone rebuilds shell/dist meanwhile.
  const shellDir = tempDir('shell');
  cpSync(SHELL_DIST_DIR, shellDir, { recursive: true });
  portal = await startIsolatedPortal({ cdnDir, tenantsDir, shellDistDir: shellDir, cleanup: [cdnDir, tenantsDir, buildDir, shellDir] });
});

test.afterAll(async () => {
  // A failed test may leave the build running: stop it before its folder goes.
  try {
    await build?.stop();
  } finally {
    await portal?.close();
  }
});

test('a rebuilt mf-events published as a new version reaches the tenant on "latest" only; rollback is a pointer move', async ({ page, context }) => {
  // The build alone takes 10-20 s on an idle machine, minutes on a crowded one.
  test.setTimeout(300_000);
  const { publishRemote, movePointer, readPointers } = await deployScript();
  const cdn = portal.urls.cdn;
  const arena = portal.urls.portal; // 127.0.0.1 → arena
  const kadur = `http://kadur.localhost:${new URL(portal.urls.portal).port}`;

  // Before: arena on the published version, no release note.
  const before = await visitHome(page, `${arena}/`, cdn);
  expect(before.versions).toEqual([oldVersion]);
  await expect(page.getByTestId('release-note')).toHaveCount(0);

  // Publish the build as a new version and move "latest" to it (scripts/publish-remote.mjs).
  await build!.done;
  expect(JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8')).name).toBe('mf_events');
  publishRemote(REMOTE, NEW_VERSION, { pointer: 'latest', dir: cdnDir, from: buildDir, log: () => {} });
  expect(readPointers(REMOTE, cdnDir)).toMatchObject({ latest: NEW_VERSION });

  // After a reload, arena (on "latest") runs the new version in the same, not rebuilt, shell.
  const latest = await visitHome(page, `${arena}/`, cdn);
  expect(latest.versions).toEqual([NEW_VERSION]);
  expect(latest.shellScripts).toEqual(before.shellScripts);
  await expect(page.getByTestId('release-note')).toContainText(RELEASE_NOTE);

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
