ALTER TABLE "estates" ADD COLUMN "facts_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write of an estate's item lists moves its facts_version, whichever code or person writes them: once per
-- statement, for each estate the statement touched (its rows before and after, through the transition tables).
CREATE FUNCTION "facts_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An insert has no rows before, a delete no rows after: each trigger names only the tables it has.
  IF TG_OP = 'INSERT' THEN
    UPDATE "estates" SET "facts_version" = "facts_version" + 1 WHERE "id" IN (SELECT "estate_id" FROM "rows_after");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "estates" SET "facts_version" = "facts_version" + 1 WHERE "id" IN (SELECT "estate_id" FROM "rows_before");
  ELSE
    UPDATE "estates" SET "facts_version" = "facts_version" + 1
    WHERE "id" IN (SELECT "estate_id" FROM "rows_before" UNION SELECT "estate_id" FROM "rows_after");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['assets', 'debts', 'contacts', 'heirs', 'txacts', 'exec_expenses', 'exec_log', 'locs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after '
      'FOR EACH STATEMENT EXECUTE FUNCTION facts_written()', t || '_facts_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS rows_after '
      'FOR EACH STATEMENT EXECUTE FUNCTION facts_written()', t || '_facts_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS rows_before '
      'FOR EACH STATEMENT EXECUTE FUNCTION facts_written()', t || '_facts_deleted', t);
  END LOOP;
END
$$;
