// The federation contract between one candidate build (a remote or the shell) and the apps as they
// are published: the shell in its dist folder, the remotes in the CDN folder at the versions the
// tenants name (a pointer such as "latest" resolved through pointers.json). Read from the files the
// builds write (mf-manifest.json, routes.json, the shell's shared.json); nothing is loaded or run.
//   1. exposes: a remote exposes ./routes, the one module the shell loads from it;
//   2. shared singletons: every copy of a singleton that any app provides satisfies every app's
//      required range (whichever loads first is the one used);
//   3. routes: every page of the remote is reached through the remote on every tenant that turns it
//      on (longest prefix wins, as the server and the shell route), no two remotes claim a page, and
//      none claims one of the shell's own pages (SHELL_PAGES, ADR 0056).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { isShellPage } from '../shared/src/contract/shell-pages.ts';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A tenant's version name for a remote, a pointer resolved through the CDN's pointers.json. */
export function resolveVersion(cdnDir, remote, version) {
  if (semver.valid(version)) return version;
  const file = join(cdnDir, remote, 'pointers.json');
  const target = existsSync(file) ? readJson(file)[version] : undefined;
  return typeof target === 'string' ? target : version;
}

/** The tenants' remote settings: [{ tenant, remote, enabled, version, prefixes }]. */
export function tenantRemotes(tenantsDir) {
  const rows = [];
  for (const file of readdirSync(tenantsDir).filter((f) => f.endsWith('.json'))) {
    const tenant = readJson(join(tenantsDir, file));
    for (const [remote, r] of Object.entries(tenant.remotes ?? {}))
      rows.push({ tenant: tenant.id, remote, enabled: Boolean(r.enabled), version: r.version, prefixes: r.prefixes ?? [] });
  }
  return rows;
}

/** True when `prefix` covers `path` on a segment boundary (the server's and the shell's rule). */
export function prefixCovers(prefix, path) {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === p || path.startsWith(`${p}/`);
}

/** The remote whose prefix is the longest to cover `path` among one tenant's rows. */
export function owner(rows, path) {
  let best = null;
  for (const row of rows)
    for (const prefix of row.prefixes) if (prefixCovers(prefix, path) && (!best || prefix.length > best.prefix.length)) best = { remote: row.remote, prefix };
  return best?.remote ?? null;
}

/**
 * The apps to check together: the shell (its shared.json) and every remote at every version a
 * tenant names, with the candidate's build standing in for its own published copies.
 * @returns {Array<{ app: string, version: string, shared: any[], exposes?: any[], routes?: any[] }>}
 */
export function publishedApps({ cdnDir, shellDir, tenantsDir, candidate }) {
  const apps = [];
  const missing = [];
  const shellFile = join(candidate.app === 'shell' ? candidate.dir : shellDir, 'shared.json');
  if (existsSync(shellFile)) apps.push({ app: 'shell', version: 'built', shared: readJson(shellFile).shared });
  else missing.push(`shell: ${shellFile} (build the shell)`);
  const seen = new Set();
  for (const row of tenantRemotes(tenantsDir)) {
    const version = row.remote === candidate.app ? 'candidate' : resolveVersion(cdnDir, row.remote, row.version);
    const key = `${row.remote}@${version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const dir = row.remote === candidate.app ? candidate.dir : join(cdnDir, row.remote, version);
    if (!existsSync(join(dir, 'mf-manifest.json'))) {
      missing.push(`${key}: ${dir} has no mf-manifest.json`);
      continue;
    }
    const manifest = readJson(join(dir, 'mf-manifest.json'));
    const routes = existsSync(join(dir, 'routes.json')) ? readJson(join(dir, 'routes.json')).routes : [];
    apps.push({ app: row.remote, version, shared: manifest.shared ?? [], exposes: manifest.exposes ?? [], routes });
  }
  return { apps, missing };
}

/** Problems with the shared singletons across `apps` (empty when they agree). */
export function sharedProblems(apps) {
  const problems = [];
  const byName = new Map();
  for (const a of apps) for (const s of a.shared) if (s.singleton) byName.set(s.name, [...(byName.get(s.name) ?? []), { ...s, app: `${a.app}@${a.version}` }]);
  for (const [name, copies] of byName) {
    // With shareStrategy 'loaded-first' the copy used is whichever app loads first, so every copy
    // provided must satisfy every app's range (a strict app refuses, a loose one warns and breaks).
    for (const c of copies) {
      if (!semver.validRange(c.requiredVersion)) {
        problems.push(`${name}: ${c.app} asks for "${c.requiredVersion}", not a version range`);
        continue;
      }
      for (const p of copies)
        if (!semver.satisfies(p.version, c.requiredVersion))
          problems.push(`${name}: ${c.app} requires ${c.requiredVersion}${c.strictVersion ? ' (strict)' : ''}; ${p.app} provides ${p.version}`);
    }
  }
  return [...new Set(problems)];
}

/** Problems with a remote's exposes and the routes it claims. */
export function remoteProblems(apps, tenantRows, candidate) {
  const problems = [];
  const self = apps.find((a) => a.app === candidate && a.version === 'candidate');
  if (!self) return [`${candidate}: no candidate build found`];
  if (!self.exposes.some((e) => e.path === './routes'))
    problems.push(`${candidate}: exposes ${self.exposes.map((e) => e.path).join(', ') || 'nothing'}; the shell loads ./routes`);
  if (!self.routes.length) problems.push(`${candidate}: routes.json lists no page`);
  const tenants = new Map();
  for (const row of tenantRows) tenants.set(row.tenant, [...(tenants.get(row.tenant) ?? []), row]);
  for (const [tenant, rows] of tenants) {
    if (!rows.some((r) => r.remote === candidate && r.enabled)) continue;
    for (const { path } of self.routes) {
      const to = owner(rows, `/${path}`);
      if (to !== candidate) problems.push(`${candidate}: page /${path} is routed to ${to ?? 'no remote'} on ${tenant} (its prefixes do not reach it)`);
    }
  }
  // The shell routes its own pages before asking any remote (ADR 0056): a remote's copy is never reached.
  for (const { path } of self.routes)
    if (isShellPage(`/${path}`)) problems.push(`${candidate}: page /${path} is the shell's (SHELL_PAGES); the shell serves it and never asks a remote`);
  const mine = new Set(self.routes.map((r) => r.path));
  for (const other of apps) {
    if (other.app === candidate || other.app === 'shell') continue;
    for (const { path } of other.routes ?? []) if (mine.has(path)) problems.push(`${candidate}: page /${path} is also a page of ${other.app}@${other.version}`);
  }
  return problems;
}

/**
 * Checks one candidate build against what is published.
 * @param {{ app: string, dir: string }} candidate  the app ('shell' or a remote) and its build folder
 * @returns {{ problems: string[], checked: string[] }}
 */
export function checkContract({ candidate, cdnDir, shellDir, tenantsDir }) {
  const { apps, missing } = publishedApps({ cdnDir, shellDir, tenantsDir, candidate });
  const problems = missing.map((m) => `not published: ${m}`);
  problems.push(...sharedProblems(apps));
  if (candidate.app !== 'shell') problems.push(...remoteProblems(apps, tenantRemotes(tenantsDir), candidate.app));
  return { problems, checked: apps.map((a) => `${a.app}@${a.version}`) };
}
