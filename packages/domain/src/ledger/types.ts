import type { AssetDerived } from '../entities/asset.ts';
import type { DebtDerived } from '../entities/debt.ts';
import type { EstateMetaDerived } from '../entities/estate.ts';
import type { HeirDerived } from '../entities/heir.ts';
import type { TxactDerived } from '../entities/txact.ts';

/** Everything the engine derives from the base facts, by item id. */
export interface Derived {
  meta: EstateMetaDerived;
  assets: Map<number, AssetDerived>;
  debts: Map<number, DebtDerived>;
  heirs: Map<number, HeirDerived>;
  txacts: Map<number, TxactDerived>;
  /** Executor expense id -> id of the reimbursement that repaid it (absent = unpaid). */
  expensePaid: Map<number, number>;
  /** Executed transaction ids touching each asset, in ledger order (for running balances). */
  ledgerOrder: Map<number, number[]>;
}
