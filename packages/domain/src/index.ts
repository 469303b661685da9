// Public surface of the estate engine; each module re-exports from here.

export * from './admit/index.ts';
export * from './api/index.ts';
export * from './bank/index.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './display-date.ts';
export * from './email.ts';
export * from './entities/index.ts';
export * from './enums.ts';
export * from './fees/estate-figures.ts';
export * from './fees/executor-fee.ts';
export * from './fees/probate-fee.ts';
export type { FeeAnswer, WorkingLine } from './fees/working.ts';
export * from './files/index.ts';
export * from './journal/index.ts';
export * from './ledger/index.ts';
export * from './licence/licence.ts';
export * from './licence/probate-service.ts';
export * from './licence/services.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './ops/index.ts';
export * from './percent.ts';
export * from './reports/index.ts';
export * from './tasks/index.ts';
export * from './terminology.ts';
export * from './validate/index.ts';
