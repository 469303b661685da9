// Account settings through better-auth's routes (docs/api.md "Account"): name, email change confirmed from the new
// address, password change and reset, sessions.
import { apiGet, apiPost } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

const refreshUser = () => queryClient.invalidateQueries({ queryKey: ['user'] });

export async function renameAccount(name: string): Promise<void> {
  await apiPost('/api/auth/update-user', { name });
  await refreshUser();
}
export const changeEmail = (newEmail: string) =>
  apiPost('/api/auth/change-email', { newEmail, callbackURL: '/account?email=confirmed' });
export const changePassword = (currentPassword: string, newPassword: string, revokeOtherSessions: boolean) =>
  apiPost('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions });
export const listSessions = () => apiGet<SessionInfo[]>('/api/auth/list-sessions');
export const currentSession = () =>
  apiGet<{ session: { id: string } } | null>('/api/auth/get-session').then((s) => s?.session.id ?? null);
export const revokeSession = (token: string) => apiPost('/api/auth/revoke-session', { token });
export const revokeOtherSessions = () => apiPost('/api/auth/revoke-other-sessions', {});
export const resetPassword = (token: string, newPassword: string) =>
  apiPost('/api/auth/reset-password', { token, newPassword });
