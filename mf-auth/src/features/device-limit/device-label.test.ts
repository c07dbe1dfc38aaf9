import { deviceLabel } from './device-label.ts';

const d = (deviceName: string, browser: string | null, osName: string | null = null, osVersion: string | null = null) => ({
  deviceName,
  browser,
  osName,
  osVersion,
  deviceId: 'id',
});

describe('device labels', () => {
  test('browser and OS as the API read them; versions only for phones', () => {
    expect(deviceLabel(d('Mozilla/5.0 (Macintosh…) Chrome/126.0', 'Chrome', 'macOS', '10.15.7'))).toMatchObject({ browser: 'Chrome', os: 'macOS' });
    expect(deviceLabel(d('Mozilla/5.0 (iPhone…) Safari/604.1', 'Safari', 'iOS', '17.4'))).toMatchObject({ browser: 'Safari', os: 'iOS 17.4' });
    expect(deviceLabel(d('Mozilla/5.0 (Linux; Android 14…)', 'Chrome', 'Android', '14'))).toMatchObject({ browser: 'Chrome', os: 'Android 14' });
  });
  test('unknown names stay raw', () => {
    expect(deviceLabel(d('Living room TV', null, 'Tizen', '7'))).toEqual({ browser: null, os: 'Tizen', raw: 'Living room TV' });
    expect(deviceLabel({ deviceName: '', deviceId: 'dev-1', browser: null, osName: null, osVersion: null })).toEqual({ browser: null, os: null, raw: 'dev-1' });
  });
});
