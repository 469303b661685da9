// Special estate ids (besides `sample` and `sample_ca`, the read-only Samples): `oauth` returns from an interrupted
// bank-link flow to the estate page it started on; `new` without `created` goes home, which offers to start an estate.
import { Navigate } from 'react-router';

const OAUTH_RETURN_KEY = 'probity.oauth.return';

/** Called before leaving for a bank's sign-in page, so /estate/oauth can bring the user back. */
export function rememberOauthReturn(path: string): void {
  sessionStorage.setItem(OAUTH_RETURN_KEY, path);
}

export function OauthReturn() {
  const path = sessionStorage.getItem(OAUTH_RETURN_KEY);
  sessionStorage.removeItem(OAUTH_RETURN_KEY);
  const safe = path?.startsWith('/estate/') && !path.startsWith('/estate/oauth') ? path : '/';
  return <Navigate to={safe} replace />;
}

export const NewEstateRedirect = () => <Navigate to="/?offer=new" replace />;
