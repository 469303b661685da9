export * from './asset.ts';
export * from './common.ts';
export * from './debt.ts';
export * from './estate.ts';
export * from './heir.ts';
export * from './people.ts';
export * from './txact.ts';
export * from './working-copy.ts';
