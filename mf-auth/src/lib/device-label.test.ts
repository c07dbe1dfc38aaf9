import { browserName, deviceLabel } from './device-label.ts';

const d = (deviceName: string, osName: string | null = null, osVersion: string | null = null) => ({ deviceName, osName, osVersion, deviceId: 'id' });

describe('device labels', () => {
  test('browser and OS from a user agent', () => {
    expect(deviceLabel(d('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'))).toMatchObject({ browser: 'Chrome', os: 'macOS' });
    expect(deviceLabel(d('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'))).toMatchObject({ browser: 'Safari', os: 'iOS 17.4' });
    expect(deviceLabel(d('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0'))).toMatchObject({ browser: 'Edge', os: 'Windows' });
  });
  test('stored OS wins; unknown names stay raw', () => {
    expect(deviceLabel(d('Living room TV', 'Tizen', '7'))).toEqual({ browser: null, os: 'Tizen', raw: 'Living room TV' });
    expect(browserName('curl/8')).toBeNull();
  });
});
