/** An origin in the form a browser sends it (scheme://host[:port], default port left out); null if unparsable. */
function originOf(url: string): string | null {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser page of Probity may send: BASE_URL's and TRUSTED_ORIGINS'. Never the request's Host
 * header, which the client writes. A loopback BASE_URL (the development default) also accepts its other loopback
 * spellings on the same port: the same machine, reached as localhost or 127.0.0.1.
 */
export function allowedOrigins(baseURL: string, trusted: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  for (const u of [baseURL, ...trusted]) {
    const o = originOf(u);
    if (!o) continue;
    out.add(o);
    const url = new URL(o);
    if (!LOOPBACK.includes(url.hostname)) continue;
    for (const h of LOOPBACK) out.add(`${url.protocol}//${h}${url.port ? `:${url.port}` : ''}`);
  }
  return out;
}
