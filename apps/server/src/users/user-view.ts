import type { UserRow } from '@probity/db';
import type { User } from '@probity/domain';

export const userOut = (u: UserRow): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  hints: u.hints,
  autosave: u.autosave,
  wiz_off: u.wiz_off,
  authorized: u.authorized,
  estates_recent: u.estates_recent,
  two_factor: u.twoFactorEnabled,
  require_second_factor: u.require_second_factor,
});
