// The account's second factor through better-auth's plugins (docs/api.md "Two-factor and passkeys"): TOTP turned
// on with the password and confirmed with a first code, recovery codes, passkeys added and removed.
import { apiGet, apiPost } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { webauthn } from '../auth';

export interface PasskeyInfo {
  id: string;
  name?: string | null;
  createdAt?: string | null;
  deviceType: string;
  backedUp: boolean;
}

export const PASSKEYS_KEY = ['passkeys'] as const;
const refreshUser = () => queryClient.invalidateQueries({ queryKey: ['user'] });

/** Step one: the secret for the app (an otpauth:// URI, shown as a QR code) and the ten recovery codes. */
export const startTotp = (password: string) =>
  apiPost<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password });

/** Step two: the app's first code proves it holds the secret; only then does sign-in ask for codes. */
export async function confirmTotp(code: string): Promise<void> {
  await apiPost('/api/auth/two-factor/verify-totp', { code: code.replace(/\s+/g, '') });
  await refreshUser();
}

export async function turnOffTotp(password: string): Promise<void> {
  await apiPost('/api/auth/two-factor/disable', { password });
  await refreshUser();
}

/** Ten new recovery codes; the old ones stop working. */
export const newRecoveryCodes = (password: string) =>
  apiPost<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }).then(
    (a) => a.backupCodes,
  );

export const listPasskeys = () => apiGet<PasskeyInfo[]>('/api/auth/passkey/list-user-passkeys');

/** The server's options, the browser's prompt to make a key on this device, the server's check and record. */
export async function addPasskey(name: string): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const query = name ? `?name=${encodeURIComponent(name)}` : '';
  const optionsJSON = await apiGet<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    `/api/auth/passkey/generate-register-options${query}`,
  );
  const { clientExtensionResults: _, ...response } = await webauthn(() => startRegistration({ optionsJSON }));
  await apiPost('/api/auth/passkey/verify-registration', { response, name: name || undefined });
  await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
}

export async function removePasskey(id: string): Promise<void> {
  await apiPost('/api/auth/passkey/delete-passkey', { id });
  await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
}
