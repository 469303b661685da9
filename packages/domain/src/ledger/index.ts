export { basisAtDeath } from './basis.ts';
export * from './categories.ts';
export * from './full.ts';
export { heirGoal, heirsPool } from './heir-goals.ts';
export { heirDistributions, heirView } from './heir-view.ts';
export { recomputeIncremental } from './incremental.ts';
export { compareTxacts } from './order.ts';
export * from './overview-figures.ts';
export {
  awaitingDeath,
  grossValue,
  recompute,
  recomputeAfter,
  rememberDerived,
  startBalance,
  startOwed,
} from './recompute.ts';
export * from './settled-badge.ts';
export type { Derived } from './types.ts';
export { canonical } from './walk.ts';
