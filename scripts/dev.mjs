// `npm run dev`: every app rebuilds on change (webpack watch, development mode),
// each rebuilt remote is republished to the local CDN folder, and the build id in
// shell/dist/builds/latest.json changes so open tabs reload (the shell's version
// watcher reloads at once in development). The API runs alongside.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { APPS, REMOTES, appVersion, repoRoot } from './apps.mjs';
import { publishRemote } from './publish-remote.mjs';

const configs = await Promise.all(
  APPS.map(async (app) => {
    const factory = (await import(join(repoRoot, app, 'webpack.config.mjs'))).default;
    return { ...factory({}, { mode: 'development' }), name: app };
  }),
);

function touchBuildId() {
  const dir = join(repoRoot, 'shell', 'dist', 'builds');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), JSON.stringify({ id: `dev-${Date.now()}`, builtAt: new Date().toISOString() }));
}

const compiler = webpack(configs);
for (const child of compiler.compilers) {
  child.hooks.done.tap('portal-dev', (stats) => {
    if (stats.hasErrors()) {
      console.error(stats.toString({ all: false, errors: true, colors: true }));
      return;
    }
    if (REMOTES.includes(child.name)) publishRemote(child.name, appVersion(child.name), { pointer: 'latest', log: () => {} });
    touchBuildId();
    console.log(`rebuilt ${child.name} in ${stats.endTime - stats.startTime} ms`);
  });
}

let api;
compiler.watch({ aggregateTimeout: 300 }, (error) => {
  if (error) console.error(error);
  if (!api) {
    api = spawn(process.execPath, ['api/src/main.ts'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PORTAL_DEV: '1' } });
    api.on('exit', (code) => process.exit(code ?? 0));
  }
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    api?.kill(signal);
    process.exit(0);
  });
