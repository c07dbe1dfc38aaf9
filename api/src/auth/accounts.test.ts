import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inferDevice } from './accounts.ts';

describe('inferDevice (shared user-agent parser)', () => {
  test('device type and OS from a browser user agent', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    assert.deepEqual(inferDevice(iphone), { deviceType: 'mobile', osName: 'iOS', osVersion: '17.4' });
    const tablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    assert.equal(inferDevice(tablet).deviceType, 'tablet');
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    assert.deepEqual(inferDevice(mac), { deviceType: 'desktop', osName: 'macOS', osVersion: '10.15.7' });
  });

  test('an OS the client names wins; a plain name is a desktop with no OS', () => {
    assert.deepEqual(inferDevice('Living room', 'Linux', '6'), { deviceType: 'desktop', osName: 'Linux', osVersion: '6' });
    assert.deepEqual(inferDevice('Living room'), { deviceType: 'desktop', osName: null, osVersion: null });
  });
});
