// The read-only Sample estates (ids sample and sample_ca), built from the domain's own operations. The server seeds them
// with their papers (sample-papers.ts); the report golden tests render them at a fixed date.
export { type SampleEstate, sampleEstates } from './sample-estates.ts';
export {
  SAMPLE_PAPER_MARK,
  type SamplePaper,
  type SamplePaperAttach,
  samplePapers,
} from './sample-papers.ts';
export { type StatementFigures, statementFigures } from './sample-statement.ts';
