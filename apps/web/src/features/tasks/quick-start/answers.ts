// The wizard's answers go into the working copy through the engine: choosing here answers the engine's question
// (no dialog), and the engine keeps what depends on the answer in step (states and tasks of a new country, the
// estate's copy of the name and death date).
import {
  type CountryCode,
  editDecedent,
  setCountry,
  setDeathDate,
  setEstateState,
  setTrust,
} from '@probity/domain';
import { runOp, runOpNow, useEstateStore } from '../../../estate';
import { type QuickRole, roleMeta } from './topics';

const ANSWERED = { answers: { country_change: true, trust_toggle: true } };

export const chooseCountry = (country: CountryCode) =>
  void runOpNow((f, ctx) => setCountry(f, country, ctx), ANSWERED);

/** The role decides the trust flag and whether the owner is the person the estate is about. */
export function chooseRole(role: QuickRole) {
  const { trust, is_user_dec, user_role } = roleMeta(role);
  runOpNow((f, ctx) => setTrust(f, trust, ctx), ANSWERED);
  useEstateStore.getState().setMeta({ is_user_dec, user_role });
}

/** Where they lived: the estate's state and the decedent's residence state (one fact in the domain). */
export const setHomeState = (state: string) => void runOpNow((f) => setEstateState(f, state));

export const setName = (name: string) => void runOpNow((f) => editDecedent(f, { name }));

export const setDeath = (iso: string | null) => void runOp((f, ctx) => setDeathDate(f, iso, ctx));
