/**
 * The two hand-worked estates of the tax tests (issue 42), kept out of the package index. The US one: Pat Doe died
 * 10 January 2026 holding two stocks, a checking account and a car. The Ontario one: Jean Tremblay died the same
 * day; the cottage goes to his spouse, the RRSP to his son by designation.
 */
import { ZContact } from '../entities/people.ts';
import { ASSET_TYPE, CAT, CONTACT_TYPE, DISTRIB_TYPE, HEIR_RELATIONSHIP } from '../enums.ts';
import { estate } from '../test-kit.ts';

const dist = (id: number, asset: number, heir: number, val: number, reason: number, type = 2) => ({
  id,
  asset,
  heir_id: heir,
  date: '2026-10-01',
  cat: CAT.distribution,
  distrib_type: type,
  val,
  reason,
});

export function usEstate() {
  const f = estate({
    death_date: '2026-01-10',
    assets: [
      { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
      // Stepped up to the value at death (IRC 1014(a)(1)): the basis is 20,000.00, not the 5,000.00 paid.
      {
        id: 2,
        name: 'Acme Corp shares',
        i_type: ASSET_TYPE.stocks,
        val_death: 20_000_00,
        cost_basis_orig: 5_000_00,
      },
      // Stepped down as well: basis 12,000.00 (IRC 1014 takes the value at death either way).
      {
        id: 3,
        name: 'Beta Inc shares',
        i_type: ASSET_TYPE.stocks,
        val_death: 12_000_00,
        cost_basis_orig: 15_000_00,
      },
      { id: 4, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 30_000_00 },
      { id: 5, name: 'Car', i_type: ASSET_TYPE.vehicle, val_death: 8_000_00 },
    ],
    heirs: [
      { id: 1, name: 'Ann Doe', i_type: HEIR_RELATIONSHIP.child },
      { id: 2, name: 'Ben Doe', i_type: HEIR_RELATIONSHIP.child },
    ],
    txacts: [
      { id: 11, asset: 4, date: '2026-03-31', cat: CAT.interest, val: 1_200_00, name: 'Bank interest' },
      { id: 12, asset: 1, date: '2026-06-30', cat: CAT.dividend, val: 4_500_00, name: 'Acme dividend' },
      { id: 13, asset: 1, item: 2, date: '2026-05-15', cat: CAT.assetSale, val: 23_500_00 },
      { id: 14, asset: 1, item: 3, date: '2026-07-20', cat: CAT.assetSale, val: 10_800_00 },
      { id: 15, asset: 1, date: '2026-08-01', cat: CAT.executorFee, val: 1_000_00, name: 'Executor fee' },
      {
        id: 16,
        asset: 1,
        date: '2026-08-15',
        cat: CAT.estateExpense,
        val: 1_500_00,
        name: 'Smith & Jones inv 42',
      },
      { id: 17, asset: 1, date: '2026-09-01', cat: CAT.estateExpense, val: 150_00, name: 'Court filing fee' },
      dist(18, 4, 1, 6_000_00, DISTRIB_TYPE.residuary),
      dist(19, 4, 2, 4_000_00, DISTRIB_TYPE.residuary),
      // The car to Ann under the will: a specific bequest (entire asset).
      dist(20, 5, 1, 8_000_00, DISTRIB_TYPE.bequest, 0),
    ],
  });
  // The estate's lawyers are a contact of type Attorney: an expense naming them is line 14.
  return {
    ...f,
    contacts: [ZContact.parse({ id: 30, name: 'Smith & Jones', i_type: CONTACT_TYPE.attorney })],
  };
}

const ENTIRE = 0;
const FIXED = 2;

export function ontarioEstate() {
  const f = estate({
    country: 'ca',
    death_date: '2026-01-10',
    assets: [
      { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
      {
        id: 2,
        name: 'Maple Bank shares',
        i_type: ASSET_TYPE.stocks,
        val_death: 50_000_00,
        cost_basis_orig: 20_000_00,
      },
      {
        id: 3,
        name: 'Cottage',
        i_type: ASSET_TYPE.realEstate,
        val_death: 400_000_00,
        cost_basis_orig: 150_000_00,
      },
      {
        id: 4,
        name: 'RRSP',
        i_type: ASSET_TYPE.retirement,
        probate: false,
        ownership: 6,
        val_death: 80_000_00,
      },
      { id: 5, name: 'Savings', i_type: ASSET_TYPE.deposit, val_death: 20_000_00 },
    ],
    heirs: [
      { id: 1, name: 'Marie Tremblay', i_type: HEIR_RELATIONSHIP.spouse },
      { id: 2, name: 'Luc Tremblay', i_type: HEIR_RELATIONSHIP.child },
      { id: 3, name: 'Anne Tremblay', i_type: HEIR_RELATIONSHIP.child },
    ],
    txacts: [
      { id: 11, asset: 5, date: '2026-04-30', cat: CAT.interest, val: 800_00, name: 'Interest' },
      { id: 12, asset: 1, date: '2026-06-30', cat: CAT.dividend, val: 1_500_00, name: 'Maple dividend' },
      { id: 13, asset: 1, item: 2, date: '2026-09-15', cat: CAT.assetSale, val: 53_000_00 },
      { id: 14, asset: 1, date: '2026-10-01', cat: CAT.executorFee, val: 2_000_00, name: 'Executor fee' },
      // The cottage to Marie under the will, rolled over at cost (the spouse flag).
      {
        id: 15,
        asset: 3,
        heir_id: 1,
        date: '2026-06-01',
        cat: CAT.distribution,
        distrib_type: ENTIRE,
        val: 400_000_00,
        reason: DISTRIB_TYPE.bequest,
        spouse: true,
      },
      // The RRSP goes to Luc by its designation, outside the estate.
      {
        id: 16,
        asset: 4,
        heir_id: 2,
        date: '2026-03-01',
        cat: CAT.distribution,
        distrib_type: ENTIRE,
        val: 80_000_00,
        reason: DISTRIB_TYPE.automatic,
      },
      {
        id: 17,
        asset: 5,
        heir_id: 2,
        date: '2026-11-30',
        cat: CAT.distribution,
        distrib_type: FIXED,
        val: 3_000_00,
        reason: DISTRIB_TYPE.residuary,
      },
      {
        id: 18,
        asset: 5,
        heir_id: 3,
        date: '2026-11-30',
        cat: CAT.distribution,
        distrib_type: FIXED,
        val: 1_000_00,
        reason: DISTRIB_TYPE.residuary,
      },
    ],
  });
  return f;
}
