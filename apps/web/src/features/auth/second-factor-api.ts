// The second step of a sign-in and the passkey sign-in, through better-auth's two-factor and passkey plugins
// (docs/api.md "Two-factor and passkeys"). The browser's WebAuthn ceremony is @simplewebauthn/browser's, loaded
// only when a passkey is used.
import { apiGet, apiPost } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** What a cancelled or failed browser prompt says, in the user's words. */
export const MSG_PASSKEY_CANCELLED =
  'The passkey prompt was closed before it finished. Try again, or use your password.';

const refreshAll = () => queryClient.invalidateQueries();

/** The six digits of the authenticator app, after the password; `trust` skips the code on this device for 30 days. */
export async function verifySignInCode(code: string, trust: boolean): Promise<void> {
  await apiPost('/api/auth/two-factor/verify-totp', { code: code.replace(/\s+/g, ''), trustDevice: trust });
  await refreshAll();
}

/** One of the account's one-use recovery codes instead of the app's code. */
export async function verifyRecoveryCode(code: string): Promise<void> {
  await apiPost('/api/auth/two-factor/verify-backup-code', { code: code.trim() });
  await refreshAll();
}

/** The browser's prompt; its refusal (cancelled, timed out, no passkey) becomes one clear message. */
export async function webauthn<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError' || name === 'WebAuthnError')
      throw new Error(MSG_PASSKEY_CANCELLED);
    throw e;
  }
}

/** Signs in with a passkey of this device: the server's challenge, the browser's prompt, the server's check. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await apiGet<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const { clientExtensionResults: _, ...response } = await webauthn(() =>
    startAuthentication({ optionsJSON }),
  );
  await apiPost('/api/auth/passkey/verify-authentication', { response });
  await refreshAll();
}
