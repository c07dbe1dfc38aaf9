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
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_DIR, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--config', `${remote}/webpack.config.mjs`, '--output-path', outputPath],
    { cwd: REPO_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  let stopped = false;
  // The outcome is kept, not thrown at once: a build that fails before the test waits for it is
  // thrown where `done` is awaited, instead of surfacing as an unhandled rejection meanwhile.
  const outcome = new Promise<Error | null>((resolve) => {
    child.on('error', resolve);
    child.on('exit', (code, signal) =>
      resolve(code === 0 ? null : Object.assign(new Error(`${remote} build failed (${code ?? signal}):\n${output}`), { stopped })),
    );
  });
  return {
    get done() {
      return outcome.then((error) => {
        if (error) throw error;
      });
    },
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      child.kill();
      const error = await outcome;
      // Ended by this kill: expected. A build that failed on its own before it is still reported.
      if (error && !(error as Error & { stopped?: boolean }).stopped) throw error;
    },
  };
}
