// The buildable apps of the monorepo and where their outputs go.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const REMOTES = ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'];
export const APPS = ['shell', ...REMOTES];
export const cdnDir = process.env.CDN_DIR ? resolve(process.env.CDN_DIR) : join(repoRoot, '.cdn');

export const appVersion = (app) => JSON.parse(readFileSync(join(repoRoot, app, 'package.json'), 'utf8')).version;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Written after every successful build: webpack leaves unchanged files untouched, so their times say nothing. */
export const buildStamp = (app) => join(repoRoot, app, 'dist', '.portal-build-stamp');

/** An app needs a build when it has no dist, or its sources (or shared/) changed since. */
export function needsBuild(app) {
  const marker = buildStamp(app);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return newestMtime(join(repoRoot, app)) > built || newestMtime(join(repoRoot, 'shared')) > built;
}
