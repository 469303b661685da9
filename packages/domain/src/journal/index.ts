export * from './to-ledger-journal.ts';
