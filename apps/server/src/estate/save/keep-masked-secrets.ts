import { findDecedent, heirSsnMasks, type Tx } from '@probity/db';
import { isMasked, MSG_SECRET_MASKED, type SaveParts } from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

type WithSsn = { ssn?: unknown };

/**
 * Reads answer tax numbers masked, so a client saving what it read sends the mask back: that means "unchanged"
 * and is dropped here, before the write seals whatever `ssn` holds. A masked value that is not the stored mask
 * (edited, or copied to a new heir) cannot be a number anyone typed: refused with a clear message.
 */
export async function keepMaskedSecrets(tx: Tx, estateId: string, parts: SaveParts): Promise<SaveParts> {
  const masked = (v: WithSsn) => typeof v.ssn === 'string' && isMasked(v.ssn);
  let out = parts;
  if (parts.dec && masked(parts.dec)) {
    const stored = await findDecedent(tx, estateId);
    if (parts.dec.ssn !== stored?.ssn) throw badRequest(MSG_SECRET_MASKED);
    const { ssn: _unchanged, ...dec } = parts.dec;
    out = { ...out, dec };
  }
  const heirs = parts.heirs;
  if (heirs && (heirs.add.some(masked) || heirs.mod.some(masked))) {
    if (heirs.add.some(masked)) throw badRequest(MSG_SECRET_MASKED);
    const stored = await heirSsnMasks(tx, estateId);
    const mod = heirs.mod.map((h) => {
      if (!masked(h)) return h;
      if (h.ssn !== stored.get(h.id)) throw badRequest(MSG_SECRET_MASKED);
      const { ssn: _unchanged, ...rest } = h;
      return rest;
    });
    out = { ...out, heirs: { ...heirs, mod } };
  }
  return out;
}
