// An isolated, real portal instance for specs that need their own world: random
// ports on 127.0.0.1 (portal, CDN, IdP, cards, survey), an in-memory database from
// the API harness's cached migrated+seeded template, the built shell, and either the
// repository's CDN folder or a temporary one. Always close() it (afterAll/finally).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PortalOptions } from '../../api/src/config.ts';
import { startTestPortal, type TestPortal } from '../../api/src/testing/harness.ts';

export const REPO_DIR = resolve(import.meta.dirname, '../..');
// A package's pipeline (scripts/pipeline.mjs) points both at its candidate build beside the published rest.
export const REAL_CDN_DIR = process.env.CDN_DIR ? resolve(process.env.CDN_DIR) : join(REPO_DIR, '.cdn');
export const SHELL_DIST_DIR = process.env.SHELL_DIST_DIR ? resolve(process.env.SHELL_DIST_DIR) : join(REPO_DIR, 'shell/dist');
export const REAL_TENANTS_DIR = join(REPO_DIR, 'tenants');

export type TenantJson = Record<string, unknown> & {
  id: string;
  hosts: string[];
  remotes: Record<string, { enabled: boolean; version: string; prefixes: string[]; manifest_url?: string }>;
};

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `portal-e2e-${prefix}-`));
}

/**
 * Copies every tenant of tenants/ into a temp folder, letting `edit` change them.
 * Keeping all tenant ids (and locales) unchanged keeps the seeded template valid,
 * so the instance starts without reseeding.
 */
export function tenantsCopy(edit: (tenant: TenantJson) => void = () => {}): string {
  const dir = tempDir('tenants');
  for (const file of readdirSync(REAL_TENANTS_DIR).filter((f) => f.endsWith('.json'))) {
    const tenant = JSON.parse(readFileSync(join(REAL_TENANTS_DIR, file), 'utf8')) as TenantJson;
    edit(tenant);
    writeFileSync(join(dir, file), `${JSON.stringify(tenant, null, 2)}\n`);
  }
  return dir;
}

/** A copy of the repository's CDN folder (optionally without some remotes) that a spec may change freely. */
export function cdnCopy({ without = [] as string[] } = {}): string {
  const dir = tempDir('cdn');
  for (const entry of readdirSync(REAL_CDN_DIR)) {
    if (without.includes(entry)) continue;
    cpSync(join(REAL_CDN_DIR, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

export interface IsolatedPortal extends TestPortal {
  /** Removes the temp folders handed in as `cleanup` too. */
  close(): Promise<void>;
}

export async function startIsolatedPortal(options: PortalOptions & { cleanup?: string[] } = {}): Promise<IsolatedPortal> {
  const { cleanup = [], ...overrides } = options;
  const removeTemps = () => {
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  };
  let portal: TestPortal;
  try {
    portal = await startTestPortal({
      cdnDir: REAL_CDN_DIR,
      shellDistDir: SHELL_DIST_DIR,
      logLevel: process.env.E2E_ISOLATED_LOG_LEVEL ?? 'silent',
      ...overrides,
    });
  } catch (error) {
    removeTemps();
    throw error;
  }
  const close = portal.close;
  return {
    ...portal,
    async close() {
      await close();
      removeTemps();
    },
  };
}

/** The version a CDN folder's deploy pointer names (pointers.json), e.g. latest → 1.0.0. */
export function pointerTarget(cdnDir: string, remote: string, pointer = 'latest'): string {
  const pointers = JSON.parse(readFileSync(join(cdnDir, remote, 'pointers.json'), 'utf8')) as Record<string, string>;
  const version = pointers[pointer];
  if (!version) throw new Error(`${remote} has no pointer ${pointer} in ${cdnDir}`);
  return version;
}
