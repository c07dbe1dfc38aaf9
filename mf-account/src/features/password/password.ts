// POST /api/user/change_password and /api/user/set_password (api/README.md "Account").
import { api } from '@portal/shared';

export interface PasswordResult {
  success: boolean;
  /** How many other sessions the server ended (0 when the user kept them). */
  signedOutSessions: number;
}

const read = (r: Partial<PasswordResult> | undefined): PasswordResult => ({
  success: r?.success !== false,
  signedOutSessions: Number(r?.signedOutSessions ?? 0),
});

export async function changePassword(body: { oldPassword: string; newPassword: string; signOutOthers: boolean }): Promise<PasswordResult> {
  return read(await api.post<Partial<PasswordResult>>('/api/user/change_password', { body }));
}

export async function setPassword(body: { newPassword: string; signOutOthers: boolean }): Promise<PasswordResult> {
  return read(await api.post<Partial<PasswordResult>>('/api/user/set_password', { body }));
}
