import { addAudit, revealDecedentSsn, revealHeirSsn } from '@probity/db';
import { msgItemMissing } from '@probity/domain';
import type { EstateAccess } from '../estate/index.ts';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/**
 * A tax number in clear, the decedent's (heir undefined) or one heir's. The reveal is written to the audit trail
 * (who, which number, when) in the same transaction that reads it: no number leaves without its entry.
 */
export function revealSecret(
  ctx: Pick<AppContext, 'db'>,
  reader: EstateAccess,
  heir?: number,
): Promise<string> {
  const { estate, user } = reader;
  return ctx.db.transaction(async (tx) => {
    const found =
      heir === undefined ? await revealDecedentSsn(tx, estate.id) : await revealHeirSsn(tx, estate.id, heir);
    if (found === undefined) throw notFound(msgItemMissing('heirs', heir ?? 0));
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: user?.id ?? null,
      action: 'reveal',
      detail: { field: 'ssn', ...(heir === undefined ? {} : { heir_id: heir }) },
    });
    return found;
  });
}
