// The repository explains itself: no tracked file cites a document that lives outside it (the
// briefing we started from is not in the repository, so a reference to it leads nowhere for
// someone who clones it). Our own design and product documents are docs/architecture.md and
// docs/product.md; the API's reference is api/README.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !f.endsWith('package-lock.json') && !f.endsWith('.patch') && /\.(m?[jt]sx?|c?js|md|json|ya?ml|sh|html)$/.test(f));

// Split so that this file does not match itself.
const OUTSIDE = [new RegExp(['\\bSPEC', '(\\.md)?\\b'].join('')), new RegExp(['ARCHITECTURE', '\\.md'].join('')), /\.\.\/shared\/[A-Z]+\.md/];

test('no tracked file cites a document outside the repository', () => {
  const hits = [];
  for (const file of tracked) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    text.split('\n').forEach((line, i) => {
      if (OUTSIDE.some((re) => re.test(line))) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(hits, []);
});

test('the documents that replace it are in the repository', () => {
  for (const doc of ['docs/architecture.md', 'docs/product.md', 'api/README.md']) assert.ok(existsSync(join(repoRoot, doc)), doc);
});
