import { z } from 'zod';

/** Account rules the server enforces (better-auth's limits and ours) and the sign-up form shows. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ACCOUNT_NAME_MAX = 200;

/** POST /api/auth/sign-up/email (better-auth; the server also refuses a blank or over-long name). */
export const ZSignUpBody = z.object({
  name: z.string().trim().min(1).max(ACCOUNT_NAME_MAX),
  email: z.string().trim().min(1),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type SignUpBody = z.infer<typeof ZSignUpBody>;

/** POST /api/auth/sign-in/email */
export const ZSignInBody = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });
export type SignInBody = z.infer<typeof ZSignInBody>;

/** GET /api/auth/get-session: better-auth answers null for visitors; we only read whether a user is there. */
export const ZSessionAnswer = z.object({ user: z.object({ id: z.string() }).optional() }).nullable();
export type SessionAnswer = z.infer<typeof ZSessionAnswer>;
