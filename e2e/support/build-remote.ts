// Builds one remote on its own with the repository's webpack preset into a temp folder
// (the app's dist stays as it is), with extra build-time environment, e.g. a release
// note or PORTAL_TEST_REQUIRED_SHARED (shared/build/webpack.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_DIR } from './start-isolated-portal.ts';

export interface RemoteBuild {
  done: Promise<void>;
  child: ChildProcess;
  /** Stops a build still running (a failed test) and waits for it. */
  stop(): Promise<void>;
}

export function buildRemote(remote: string, outputPath: string, env: Record<string, string> = {}): RemoteBuild {
  let child!: ChildProcess;
  const done = new Promise<void>((resolve, reject) => {
    child = spawn(
      process.execPath,
      [join(REPO_DIR, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--config', `${remote}/webpack.config.mjs`, '--output-path', outputPath],
      { cwd: REPO_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d));
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${remote} build failed (${code}):\n${output}`))));
  });
  done.catch(() => {});
  return {
    done,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await done.catch(() => {});
      }
    },
  };
}
