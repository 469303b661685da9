import { type Db, findUser, listEstatesOf } from '@probity/db';
import { type EstateListItem, SHARE_ACCESS } from '@probity/domain';

/** My estates (owned and shared) with my role; the ones I opened recently first, then latest change first. */
export async function listMyEstates(db: Db, userId: string): Promise<EstateListItem[]> {
  const [rows, user] = await Promise.all([listEstatesOf(db, userId), findUser(db, userId)]);
  const recent = user?.estates_recent ?? [];
  const rank = (id: string) => {
    const i = recent.indexOf(id);
    return i < 0 ? recent.length : i;
  };
  return rows
    .map((r, order) => ({ r, order }))
    .sort((a, b) => rank(a.r.id) - rank(b.r.id) || a.order - b.order)
    .map(({ r }) => ({
      id: r.id,
      label: r.label,
      name: r.name,
      death_date: r.death_date,
      trust: r.trust,
      country_code: r.country_code,
      role:
        r.owner_id === userId
          ? 'owner'
          : r.access === 1
            ? 'edit'
            : r.access === SHARE_ACCESS.beneficiary
              ? 'beneficiary'
              : 'view',
      user_role: r.user_role as EstateListItem['user_role'],
      licensed: r.licensed,
      updated_at: r.updated_at.toISOString(),
    }));
}
