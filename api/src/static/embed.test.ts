import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { buildEmbedRuntime, embedCorsOrigins, embedLoader } from './embed.ts';

const tenant = { embed_origins: ['https://club.example'] };

test('embed origins get CORS on the embed reads only', () => {
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/event/get_by_id/id/13019', tenant }), ['https://club.example']);
  assert.deepEqual(embedCorsOrigins({ method: 'OPTIONS', url: '/api/event/get_by_id/id/13019?tenant=arena', tenant }), ['https://club.example']);
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/customer/config?tenant=arena', tenant }), ['https://club.example']);
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/media/vod/13019/master.m3u8', tenant }), ['https://club.example']);
  // everything else: the user's calls, other reads, writes, look-alike paths
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/user/profile', tenant }), []);
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/event/get_by_id/id/1/extra', tenant }), []);
  assert.deepEqual(embedCorsOrigins({ method: 'POST', url: '/api/event/get_by_id/id/1', tenant }), []);
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/customer/configs', tenant }), []);
  assert.deepEqual(embedCorsOrigins({ method: 'GET', url: '/api/event/get_by_id/id/1', tenant: {} }), []);
});

test('embed.js is small, points at the hashed runtime, and the runtime carries no node built-ins', async () => {
  const { code, hash } = await buildEmbedRuntime();
  const loader = embedLoader('http://portal.test', hash);
  assert.match(loader, new RegExp(`/embed/runtime\\.${hash}\\.js`));
  assert.doesNotMatch(loader, /__RUNTIME_PATH__|__PORTAL_ORIGIN__/);
  assert.ok(gzipSync(loader).length < 2048, 'loader under 2 KB gzipped');
  assert.ok(gzipSync(code).length < 40 * 1024, 'runtime under 40 KB gzipped');
  assert.doesNotMatch(code, /require\("node:/);
});
