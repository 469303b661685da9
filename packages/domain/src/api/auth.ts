import { z } from 'zod';
import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account-limits.ts';

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
