import { passkey } from '@better-auth/passkey';
import {
  accounts,
  type Db,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '@probity/db';
import { PASSWORD_MAX, PASSWORD_MIN } from '@probity/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { allowedOrigins } from '../http/origins.ts';
import type { Mail } from '../runtime/ports.ts';
import { passwordResetEmail, verifyEmailEmail } from './account-emails.ts';
import { RECOVERY_CODES, signInMethodOf } from './second-factor.ts';

export interface AuthOptions {
  secret: string;
  baseURL: string;
  /** Extra origins allowed to call the API besides BASE_URL's (comma list in TRUSTED_ORIGINS). */
  trustedOrigins?: string[];
  /** Sign-in attempts allowed per client IP per minute. */
  signInPerMinute?: number;
  /** Multiplies every auth rate limit: browser test servers sign up hundreds of users from one address. */
  rateLimitScale?: number;
  /** Sends the account emails (password reset, email change): the app's mailer. */
  sendMail?: (mail: Mail) => Promise<void>;
}

/** The header through which the server hands better-auth the client IP Fastify resolved (never the client's). */
export const CLIENT_IP_HEADER = 'x-probity-client-ip';

export function createAuth(db: Db, o: AuthOptions) {
  const appUrl = o.baseURL.replace(/\/+$/, '');
  const send = o.sendMail ?? (async () => {});
  return betterAuth({
    appName: 'Probity',
    baseURL: o.baseURL,
    basePath: '/api/auth',
    secret: o.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    plugins: [
      // TOTP (RFC 6238) with an authenticator app, and one-use recovery codes; both sealed with the auth secret.
      // Five wrong codes lock the second step for 15 minutes (better-auth's own counter, per account).
      twoFactor({
        issuer: 'Probity',
        backupCodeOptions: { amount: RECOVERY_CODES, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      // WebAuthn passkeys as a sign-in method, bound to BASE_URL's host and origin.
      passkey({ rpID: new URL(o.baseURL).hostname, rpName: 'Probity', origin: new URL(o.baseURL).origin }),
    ],
    // how each session was opened (second-factor.ts: an estate whose owner requires a second factor reads it)
    session: { additionalFields: { signInMethod: { type: 'string', required: false, input: false } } },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => ({ data: { ...session, signInMethod: signInMethodOf(ctx?.path) } }),
        },
      },
    },
    // scrypt hashes (better-auth's default); sessions are rows in PostgreSQL.
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      // The link opens our own page (/reset-password), which posts the new password with the token.
      sendResetPassword: async ({ user, token }) =>
        send({
          userId: user.id,
          to: user.email,
          ...passwordResetEmail(user.name, `${appUrl}/reset-password?token=${token}`),
        }),
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
    },
    // A new email address is used only once its owner opens the link sent to it (so an account cannot take an address it does not hold).
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) =>
        send({ userId: user.id, to: user.email, ...verifyEmailEmail(user.name, user.email, url) }),
      expiresIn: 24 * 3600,
    },
    user: { changeEmail: { enabled: true } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300 * (o.rateLimitScale ?? 1),
      customRules: {
        '/sign-in/email': { window: 60, max: (o.signInPerMinute ?? 5) * (o.rateLimitScale ?? 1) },
        '/sign-up/email': { window: 60, max: 10 * (o.rateLimitScale ?? 1) },
        // each checks a password or sends an email: few per minute from one address
        '/change-password': { window: 60, max: 5 * (o.rateLimitScale ?? 1) },
        '/request-password-reset': { window: 60, max: 3 * (o.rateLimitScale ?? 1) },
        '/reset-password': { window: 60, max: 10 * (o.rateLimitScale ?? 1) },
        '/change-email': { window: 60, max: 3 * (o.rateLimitScale ?? 1) },
        // the second step of a sign-in: a six-digit code is guessed in a million tries, so few per minute
        '/two-factor/verify-totp': { window: 60, max: 5 * (o.rateLimitScale ?? 1) },
        '/two-factor/verify-backup-code': { window: 60, max: 5 * (o.rateLimitScale ?? 1) },
        '/passkey/verify-authentication': { window: 60, max: 10 * (o.rateLimitScale ?? 1) },
        // setting up and removing (better-auth's own rule, 3 per 10 s, would refuse a test server's many users)
        '/two-factor/*': { window: 60, max: 20 * (o.rateLimitScale ?? 1) },
      },
    },
    // BASE_URL's origin and TRUSTED_ORIGINS, as everywhere (http/origins.ts); never the client's Host header.
    trustedOrigins: [...allowedOrigins(o.baseURL, o.trustedOrigins)],
    advanced: {
      // One query for a session and its user (drizzle relations in packages/db schema/auth.ts), not two: every
      // signed-in request checks its session.
      database: { joins: true },
      // better-auth skips its origin check when NODE_ENV=test; keep it on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'probity',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // better-auth logs a failed query with its parameters (a session token): keep its message and the driver's
    // own error (the innermost cause: 'Connection terminated unexpectedly', a SQLSTATE), never the query
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const line = { level, name: 'better-auth', msg: message, cause: innermostCause(args[0]) };
        process.stderr.write(`${JSON.stringify(line)}\n`);
      },
    },
  });
}

/** The message and code of the deepest cause of an error (the driver's), or undefined. */
function innermostCause(err: unknown): { message?: string; code?: string } | undefined {
  let e = err as { cause?: unknown; message?: unknown; code?: unknown } | undefined;
  if (!e || typeof e !== 'object') return undefined;
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 6; depth++) e = e.cause as typeof e;
  if (e === err) return undefined; // no cause: the outer message may carry the query and its parameters
  return { message: String(e.message ?? ''), code: typeof e.code === 'string' ? e.code : undefined };
}
