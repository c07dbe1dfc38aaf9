// Typed access to the repository's deploy script (scripts/publish-remote.mjs), the
// same code `npm run` and CI use to publish a remote version and move its pointers.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { REPO_DIR } from './start-isolated-portal.ts';

interface PublishApi {
  publishRemote(remote: string, version: string, options: { pointer?: string; dir?: string; from?: string; log?: (line: string) => void }): void;
  movePointer(remote: string, pointer: string, version: string, dir?: string): void;
  readPointers(remote: string, dir?: string): Record<string, string>;
}

const script = pathToFileURL(join(REPO_DIR, 'scripts/publish-remote.mjs')).href;

export async function deployScript(): Promise<PublishApi> {
  return (await import(script)) as PublishApi;
}
