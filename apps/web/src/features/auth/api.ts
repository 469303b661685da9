// Accounts (docs/api.md "Auth" and "User"): better-auth's email endpoints under /api/auth, our user record under
// /api/user. Visitors get `null` from useUser.
import type {
  AutosaveBody,
  DeleteUserBody,
  SessionAnswer,
  SignInBody,
  SignUpBody,
  User,
  UserDeleted,
  UserPrefsBody,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, isApiError } from '../../lib/api';
import { clearUnsavedBackups } from '../../lib/local-keys';
import { queryClient } from '../../lib/query-client';

export type { User };

export const USER_KEY = ['user'] as const;

async function fetchUser(): Promise<User | null> {
  // Ask better-auth first: it answers null for visitors instead of a 401 the browser would log as an error.
  const session = await apiGet<SessionAnswer>('/api/auth/get-session').catch(() => undefined);
  if (session === null || (session && !session.user)) return null;
  try {
    return await apiGet<User>('/api/user');
  } catch (e) {
    if (isApiError(e, 401)) return null;
    throw e;
  }
}

const userQuery = { queryKey: USER_KEY, queryFn: fetchUser, staleTime: 60_000 };
export const useUser = () => useQuery(userQuery);
/**
 * Started as the page's script runs (main.tsx): the header and the estate's role wait for it anyway, and a query
 * first fetched by a component mounting makes React draw everything reading it again, synchronously, in the same
 * task (some 50 ms of a slow phone's CPU on an estate tab).
 */
export const prefetchUser = () => void queryClient.prefetchQuery(userQuery);

const refreshAll = () => queryClient.invalidateQueries();

export async function signUp(input: SignUpBody): Promise<void> {
  await apiPost('/api/auth/sign-up/email', input);
  await refreshAll();
}

/** The password step; 'code' when the account has two-factor on and the code is still to come (no session yet). */
export async function signIn(input: SignInBody): Promise<'done' | 'code'> {
  const answer = await apiPost<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', input);
  if (answer?.twoFactorRedirect) return 'code';
  await refreshAll();
  return 'done';
}

export async function signOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {});
  clearUnsavedBackups();
  queryClient.setQueryData(USER_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
}

export async function setAutosavePreference(autosave: boolean | null): Promise<void> {
  const user = await apiPut<User>('/api/user?cmd=autosave', { autosave } satisfies AutosaveBody);
  queryClient.setQueryData(USER_KEY, (old: User | null | undefined) =>
    user?.id ? user : old ? { ...old, autosave } : old,
  );
}

export async function saveUserPrefs(prefs: UserPrefsBody): Promise<void> {
  const user = await apiPost<User>('/api/user_prefs', prefs);
  queryClient.setQueryData(USER_KEY, (old: User | null | undefined) =>
    user?.id ? user : old ? { ...old, ...prefs } : old,
  );
}

/** DELETE /api/user: with an estate id deletes that estate, without one deletes the account. */
export async function deleteWithPassword(password: string, estateId?: string): Promise<void> {
  const body: DeleteUserBody = estateId ? { password, estate_id: estateId } : { password };
  await apiDelete<UserDeleted>('/api/user', body);
  await refreshAll();
}

/** Emails a password reset link (the server answers alike whether or not the email has an account). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/api/auth/request-password-reset', { email });
}
