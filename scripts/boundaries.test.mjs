// The import boundaries of ARCHITECTURE.md are enforced by lint; these tests prove
// the lint rules bite (and do not bite local folders that merely share a name).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { repoRoot } from './apps.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function restricted(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a remote may not import another remote', async () => {
  const messages = await restricted('mf-account/src/probe.ts', "import x from '../../mf-events/src/pages/HomePage.tsx';\nexport default x;\n");
  assert.equal(messages.length, 1);
  assert.match(messages[0], /mf-events/);
});

test('a remote may not import the shell or the backend', async () => {
  assert.equal((await restricted('mf-events/src/probe.ts', "import x from '../../shell/src/bootstrap.tsx';\nexport default x;\n")).length, 1);
  assert.equal((await restricted('mf-events/src/probe.ts', "import x from '../../api/src/server.ts';\nexport default x;\n")).length, 1);
});

test('shared may not import any app', async () => {
  const messages = await restricted('shared/src/probe.ts', "import x from '../../shell/src/routing/router.tsx';\nexport default x;\n");
  assert.equal(messages.length, 1);
});

test('browser code imports @portal/shared from its root only (tests may use its testing helpers)', async () => {
  assert.equal((await restricted('shell/src/probe.ts', "import { x } from '@portal/shared/http/client.ts';\nexport { x };\n")).length, 1);
  assert.equal((await restricted('shell/src/probe.test.ts', "import { x } from '@portal/shared/testing/fake-fetch.ts';\nexport { x };\n")).length, 0);
  assert.equal((await restricted('shell/src/probe.ts', "import { api } from '@portal/shared';\nexport { api };\n")).length, 0);
});

test("a remote's own api/ folder is not mistaken for the backend", async () => {
  assert.equal((await restricted('mf-events/src/pages/probe.ts', "import { x } from '../api/get-events.ts';\nexport { x };\n")).length, 0);
});
