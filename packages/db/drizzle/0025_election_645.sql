-- A US trust's section 645 election (issue 42): the trust is treated as part of the estate and may keep the
-- estate's fiscal year (packages/domain/src/taxes/tax-year.ts).
ALTER TABLE "estates" ADD COLUMN "election_645" boolean DEFAULT false NOT NULL;