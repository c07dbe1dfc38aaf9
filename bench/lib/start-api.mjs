// Starts the API the way `npm start` does (its own process, `node api/src/main.ts`) for a benchmark,
// with development mode and rate limits raised (benchmarks measure the app, not the limiter), and
// resolves once it prints its banner, or (a later cluster worker prints none) once its port answers.
import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/apps.mjs';

/**
 * @param {{ port: number, env?: Record<string, string>, raiseFileLimit?: boolean }} opts
 * @returns {Promise<{ base: string, child: import('node:child_process').ChildProcess }>}
 */
export function startApi({ port, env = {}, raiseFileLimit = false }) {
  return new Promise((resolve, reject) => {
    const main = `"${process.execPath}" api/src/main.ts`;
    // thousands of sockets need the descriptor limit raised to the hard limit
    const [cmd, args] = raiseFileLimit ? ['bash', ['-c', `ulimit -n $(ulimit -Hn) && exec ${main}`]] : [process.execPath, ['api/src/main.ts']];
    const child = spawn(cmd, args, {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development', PORTAL_DEV: '1', RATE_LIMIT_MAX: '100000000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (c) => {
      out += c;
      const m = /portal \+ API\s+(http:\/\/\S+)/.exec(out);
      if (m) resolve({ base: m[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${out}`)));
    if (env.API_WORKER_INDEX) {
      const poll = setInterval(() => {
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok && (clearInterval(poll), resolve({ base: `http://127.0.0.1:${port}`, child })),
          () => {},
        );
      }, 300);
      child.once('exit', () => clearInterval(poll));
    }
  });
}

/** Stops a started API and waits for it to exit. */
export const stopApi = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
