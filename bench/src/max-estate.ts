// The bench's maximum estate is the domain's fixture (the one generator of a maximum estate), with contacts,
// executor expenses and log entries at their limits too, written into PostgreSQL through the repositories.
import { type DbClient, storeFacts } from '@probity/db';
import type { Facts } from '@probity/domain';
import { type MaxEstateOptions, maxEstate } from '@probity/domain/fixtures';

const FULL_LISTS: MaxEstateOptions = { contacts: 2000, expenses: 2000, log: 2000 };

/** The maximum estate the bench stores and the browser opens (`txacts` fewer to leave room for an add). */
export const benchEstate = (opts: MaxEstateOptions = {}): Facts => maxEstate({ ...FULL_LISTS, ...opts });

/** Writes `f` as a new estate of `ownerId` with the fixture's ids; the id sequences continue after them. */
export async function storeEstate(c: DbClient, estateId: string, ownerId: string, f: Facts): Promise<void> {
  await storeFacts(c, { id: estateId, owner_id: ownerId, label: 'Bench maximum estate' }, f);
}
