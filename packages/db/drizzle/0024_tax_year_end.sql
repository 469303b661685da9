-- The executor's choice of the estate's tax year (issue 42): the last day of its first tax year; null = the
-- calendar year. Checked by packages/domain/src/taxes/tax-year.ts on every save.
ALTER TABLE "estates" ADD COLUMN "tax_year_end" date;