// The server's estate core: who may read and change an estate, the one read of its facts, the save pipeline and
// its limits. Feature folders (routes, bank, tasks, payments ...) import this index only, never a file behind it
// (.dependency-cruiser.cjs, server-feature-through-core-index); the core imports no feature.
export {
  type EstateAccess,
  heirsReadAccess,
  isSample,
  ownerAccess,
  readAccess,
  type WriterAccess,
  type WriteSay,
  writeAccess,
} from './access.ts';
export { checkBankLicence, checkImportLimit, checkLicence, trialEnd } from './licence-gate.ts';
export { freshEstate, fullEtag, loadFull, refreshDerived, writeFullJson } from './load-estate.ts';
export {
  type EstateFacts,
  inSnapshot,
  readEstate,
  readEstateSnapshot,
  readFacts,
  StoredEstateRefused,
} from './read-estate.ts';
export { decOut, factsInput, metaOut, readFull } from './read-rows.ts';
export { commitSave, openForWrite, type WriteTarget } from './save/commit-save.ts';
export { createEstate, insertWholeEstate, newEstateId } from './save/create-estate.ts';
export { type SaveAt, type SaveBy, type SavePlan, saveEstate } from './save/save-estate.ts';
export type { IdMap } from './save/temp-ids.ts';
export { estateTaskState } from './task-state-row.ts';
