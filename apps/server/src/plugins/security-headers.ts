import type { FastifyInstance } from 'fastify';

/**
 * The page's Content-Security-Policy. Scripts only from our own origin (the Vite build emits no inline script);
 * styles also inline, because Mantine writes its CSS variables into a <style> element and React draws `style`
 * attributes; images also data: (the favicon) and blob: (generated reports and downloads).
 */
export const contentSecurityPolicy = (connect: readonly string[] = [], widgets: readonly string[] = []) =>
  [
    "default-src 'self'",
    // The bank's link widget (Plaid Link) loads its script and frame from its own origin, when Plaid runs.
    ["script-src 'self'", ...widgets].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // File bytes go straight to and from an S3 store when one is configured (files/file-store.ts).
    ["connect-src 'self'", ...connect, ...widgets].join(' '),
    "worker-src 'self' blob:",
    ["frame-src 'self' blob:", ...widgets].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const isApi = (url: string) => /^\/(api|pkg)(\/|$|\?)/.test(url);

/**
 * Headers on every answer: no MIME sniffing, no framing, no referrer leaks, the CSP, HSTS when the public URL is
 * https (never on plain http, where a browser ignores it anyway and a misconfigured proxy would pin it), and
 * `no-store` on API answers unless the route chose its own caching: they carry tax numbers, balances and names
 * that must not stay in a shared or browser cache.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function registerSecurityHeaders(
  app: FastifyInstance,
  o: { baseURL: string; connectSrc?: readonly string[]; widgetSrc?: readonly string[] },
): void {
  const https = o.baseURL.startsWith('https:');
  const csp = contentSecurityPolicy(o.connectSrc, o.widgetSrc);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('content-security-policy', csp);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (isApi(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
