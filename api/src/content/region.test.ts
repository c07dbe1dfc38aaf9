import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, suitePortal } from '../testing/harness.ts';
import { availableInRegion, viewerCountry } from './region.ts';

describe('region rule', () => {
  test('the country comes from the local override, else from the trusted header only when trusted', () => {
    const req = (headers: Record<string, string>) => ({ headers });
    assert.equal(viewerCountry(req({}), {}), null);
    assert.equal(viewerCountry(req({ cookie: 'a=1; portal_country=gb' }), {}), 'GB');
    assert.equal(viewerCountry(req({}), { PORTAL_COUNTRY: 'il' }), 'IL');
    // a browser can send any header: ignored unless the deployment says a proxy sets it
    assert.equal(viewerCountry(req({ 'x-viewer-country': 'FR' }), {}), null);
    assert.equal(viewerCountry(req({ 'x-viewer-country': 'FR' }), { TRUST_COUNTRY_HEADER: '1' }), 'FR');
    assert.equal(viewerCountry(req({ 'x-viewer-country': 'France' }), { TRUST_COUNTRY_HEADER: '1' }), null);
    assert.equal(viewerCountry(req({ cookie: 'portal_country=US', 'x-viewer-country': 'FR' }), { TRUST_COUNTRY_HEADER: '1' }), 'US');
  });

  test('an event without a list plays everywhere; with one, only for a viewer known to be there', () => {
    assert.equal(availableInRegion(null, null), true);
    assert.equal(availableInRegion([], 'GB'), true);
    assert.equal(availableInRegion(['GB'], 'GB'), true);
    assert.equal(availableInRegion(['GB'], 'FR'), false);
    assert.equal(availableInRegion(['GB'], null), false);
  });

  describe('through the API', () => {
    const suite = suitePortal();

    test('the seeded region-limited event says so, and plays with the country it allows', async () => {
      const all = (await call(suite.base, '/api/event/list', { body: { status: 'ARCHIVED', size: 200 } })).body.content.entries as Array<{
        id: number;
        isEventAvailableInUserRegion: boolean;
      }>;
      const limited = all.filter((e) => !e.isEventAvailableInUserRegion);
      assert.equal(limited.length, 1, 'one demo event per tenant');
      const id = limited[0]!.id;
      assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.isEventAvailableInUserRegion, false);
      assert.equal(
        (await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { cookie: 'portal_country=GB' } })).body.content.isEventAvailableInUserRegion,
        true,
      );
      assert.equal(
        (await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { cookie: 'portal_country=FR' } })).body.content.isEventAvailableInUserRegion,
        false,
      );
    });
  });
});
