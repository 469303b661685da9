// The read-only Sample estates (ids sample and sample_ca), built from the domain's own operations. The server seeds them; the
// report golden tests render them at a fixed date.
export { type SampleEstate, sampleEstates } from './sample-estates.ts';
