import { accessNeeded, commerceOn } from './access.ts';

const ev = (commerceCoverage: string, isEventAvailableForUser = false) => ({ commerceCoverage, isEventAvailableForUser });

describe('paid is visible (issue 13 item 4)', () => {
  test('a ticket or a subscription is needed until the viewer has access', () => {
    expect(accessNeeded(ev('commerce_ppv_media'), true)).toBe('ppv');
    expect(accessNeeded(ev('commerce_transactional_media'), true)).toBe('ppv');
    expect(accessNeeded(ev('commerce_subscription_basic_media'), true)).toBe('subscription');
    expect(accessNeeded(ev('commerce_ppv_media', true), true)).toBeNull();
    expect(accessNeeded(ev('commerce_free_media'), true)).toBeNull();
  });

  test('nothing is for sale where the tenant has commerce off', () => {
    expect(accessNeeded(ev('commerce_ppv_media'), false)).toBeNull();
    expect(commerceOn({ remotes: [{ id: 'mf-commerce', enabled: false } as never] })).toBe(false);
    expect(commerceOn({ remotes: [{ id: 'mf-commerce', enabled: true } as never] })).toBe(true);
    expect(commerceOn(null)).toBe(false);
  });
});
