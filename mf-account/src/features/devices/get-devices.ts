// The account's devices: GET /api/user/devices and POST /api/user/delete_device (api/README.md). Removing
// a device also signs it out live: the API sends `remove-user-device` to the user's room.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getDeviceId, mapDevices, setDevices, type Device, type RawDevice } from '@portal/shared';

export async function getDevices(signal?: AbortSignal): Promise<Device[]> {
  return mapDevices(await api.get<RawDevice[]>('/api/user/devices', { signal }), getDeviceId());
}

export const devicesQuery = () => queryOptions({ queryKey: ['account', 'devices'], queryFn: ({ signal }) => getDevices(signal) });

export const useDevices = () => useQuery(devicesQuery());

/** Removes another device; answers the list left, which also becomes the session's device list. */
export async function removeDevice(deviceId: string): Promise<Device[]> {
  const content = await api.post<{ devices?: RawDevice[] }>('/api/user/delete_device', { body: { deviceId } });
  const left = mapDevices(content?.devices ?? [], getDeviceId());
  setDevices(left);
  return left;
}
