// Publishes a built remote to the CDN folder as an immutable version and, when
// asked, moves a deploy pointer to it. A rollback is moving the pointer back:
//   node scripts/publish-remote.mjs mf-events 1.0.1 --pointer latest
//   node scripts/publish-remote.mjs --rollback mf-events 1.0.0 --pointer latest
// From the command line it publishes only the build the remote's own pipeline tested and passed
// for HEAD (`npm test -w mf-events`, scripts/pipeline.mjs), and refuses otherwise.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, cdnDir, repoRoot } from './apps.mjs';
import { verifiedBuild } from './pipeline-record.mjs';

export function readPointers(remote, dir = cdnDir) {
  const file = join(dir, remote, 'pointers.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function movePointer(remote, pointer, version, dir = cdnDir) {
  if (!existsSync(join(dir, remote, version, 'mf-manifest.json'))) throw new Error(`${remote}@${version} is not published`);
  const pointers = { ...readPointers(remote, dir), [pointer]: version };
  writeFileSync(join(dir, remote, 'pointers.json'), `${JSON.stringify(pointers, null, 2)}\n`);
}

export function publishRemote(remote, version, { pointer, dir = cdnDir, from, log = console.log } = {}) {
  if (!REMOTES.includes(remote)) throw new Error(`Unknown remote ${remote}`);
  const source = from ?? join(repoRoot, remote, 'dist');
  if (!existsSync(join(source, 'mf-manifest.json'))) throw new Error(`${remote} is not built (${source})`);
  const target = join(dir, remote, version);
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
  if (pointer) movePointer(remote, pointer, version, dir);
  log(`published ${remote}@${version}${pointer ? ` (${pointer} -> ${version})` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const pointerAt = args.indexOf('--pointer');
  const pointer = pointerAt >= 0 ? args[pointerAt + 1] : undefined;
  const positional = args.filter((arg, i) => !arg.startsWith('--') && (pointerAt < 0 || i !== pointerAt + 1));
  const [remote, version] = positional;
  if (!remote || !version) {
    console.error('usage: publish-remote.mjs [--rollback] <remote> <version> [--pointer <name>]');
    process.exit(2);
  }
  if (args.includes('--rollback')) movePointer(remote, pointer ?? 'latest', version);
  else {
    const from = verifiedBuild(remote);
    if (from instanceof Error) {
      console.error(`refused: ${from.message}`);
      process.exit(1);
    }
    publishRemote(remote, version, { pointer, from });
  }
}
