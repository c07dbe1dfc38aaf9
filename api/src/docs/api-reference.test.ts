// The API reference is generated from the routes themselves: every API call of the route table is in
// the OpenAPI document, with its body schema where it has one and the bearer scheme where it needs a
// signed-in user; the UI is served with a CSP that lets nothing leave the portal; a server without
// development mode has none of it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPortal, suitePortal } from '../testing/harness.ts';
import { routeTableFor } from '../http/auth.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  security?: Record<string, string[]>[];
  tags?: string[];
}

describe('API reference (development)', () => {
  const suite = suitePortal();

  test('/api/docs/json holds every API call of the route table, with its body, parameters and auth', async () => {
    const res = await fetch(`${suite.base}/api/docs/json`);
    assert.equal(res.status, 200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, Operation>> };
    assert.match(doc.openapi, /^3\./);
    const routes = routeTableFor(Number(new URL(suite.base).port)).filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS',
    );
    assert.ok(routes.length > 60, `only ${routes.length} API routes in the table`);
    const missing: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const where = `${route.method} ${route.url}`;
      assert.ok(op.tags?.length, `${where}: no group`);
      if (route.auth === 'user') assert.deepEqual(op.security, [{ bearer: [] }], `${where}: a signed-in call without the bearer scheme`);
      if (route.auth === 'none') assert.deepEqual(op.security ?? [], [], `${where}: a public call marked as signed in`);
      if (route.schema?.body) {
        const body = op.requestBody?.content['application/json']?.schema as { type?: string; anyOf?: { type?: string }[] } | undefined;
        const isObject = body?.type === 'object' || Boolean(body?.anyOf?.some((s) => s.type === 'object'));
        assert.ok(isObject, `${where}: its body schema is not documented`);
      }
      if (route.url.includes('/:'))
        assert.ok(
          op.parameters?.some((p) => p.in === 'path'),
          `${where}: path parameters not documented`,
        );
    }
    assert.deepEqual(missing, []);
    // media, assets and pages are files, not calls
    assert.equal(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/')).length, 0);
  });

  test('a body field keeps its bound (the same zod schema validates the call)', async () => {
    const doc = (await (await fetch(`${suite.base}/api/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    const save = doc.paths['/api/follow/save']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, { type: string; maximum?: number }>;
      required: string[];
    };
    assert.equal(save.properties.reference_id!.type, 'integer');
    assert.equal(save.properties.reference_id!.maximum, 2_147_483_647);
    assert.deepEqual([...save.required].sort(), ['reference_id', 'type']);
  });

  test('/api/docs/ is the UI, under a CSP that lets nothing leave the portal', async () => {
    const res = await fetch(`${suite.base}/api/docs/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await res.text(), /swagger/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /https?:\/\/|swagger\.io|unsafe-eval/);
  });
});

test('a portal without development mode has no API reference', async () => {
  const portal = await startTestPortal({ devMode: false });
  try {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await fetch(`${portal.urls.portal}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(typeof ((await res.json()) as { messageErrorCode?: string }).messageErrorCode, 'string', `${path}: the API's 404 envelope`);
    }
  } finally {
    await portal.close();
  }
});
