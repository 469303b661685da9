-- Contact names are unique within an estate (exact match: contacts are told apart by name); location names too, trimmed and case-blind
-- (as /api/loc/ has always compared them). Before these rules held on every write path, an estate could store
-- duplicates, and from then on its saves were refused: the later duplicates are renamed 'Name (2)', 'Name (3)'...
-- (never deleted, so nothing is lost), then the database itself refuses new ones. The constraints are checked at
-- commit (DEFERRABLE INITIALLY DEFERRED): a save that swaps or passes names along between rows is judged on its
-- result, as the domain's replay judges it.
DO $$
DECLARE
  r record;
  n integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT estate_id, id, name FROM (
      SELECT estate_id, id, name, row_number() OVER (PARTITION BY estate_id, name ORDER BY id) AS rn
      FROM contacts WHERE name <> ''
    ) d WHERE rn > 1 ORDER BY estate_id, id
  LOOP
    n := 2;
    LOOP
      candidate := left(r.name, 490) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM contacts WHERE estate_id = r.estate_id AND name = candidate);
      n := n + 1;
    END LOOP;
    UPDATE contacts SET name = candidate WHERE estate_id = r.estate_id AND id = r.id;
  END LOOP;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  n integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT estate_id, id, name FROM (
      SELECT estate_id, id, name,
        row_number() OVER (PARTITION BY estate_id, lower(btrim(name)) ORDER BY id) AS rn
      FROM locs WHERE btrim(name) <> ''
    ) d WHERE rn > 1 ORDER BY estate_id, id
  LOOP
    n := 2;
    LOOP
      candidate := left(btrim(r.name), 490) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM locs WHERE estate_id = r.estate_id AND lower(btrim(name)) = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE locs SET name = candidate WHERE estate_id = r.estate_id AND id = r.id;
    -- Items name their location; they follow the renamed one unless another location still has that exact name
    -- (two identical copies cannot be told apart: the items stay with the first).
    IF NOT EXISTS (SELECT 1 FROM locs WHERE estate_id = r.estate_id AND name = r.name) THEN
      UPDATE assets SET loc_name = candidate WHERE estate_id = r.estate_id AND loc_name = r.name;
      UPDATE debts SET loc_name = candidate WHERE estate_id = r.estate_id AND loc_name = r.name;
      UPDATE heirs SET loc_name = candidate WHERE estate_id = r.estate_id AND loc_name = r.name;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_name_uq"
  EXCLUDE USING btree ("estate_id" WITH =, "name" WITH =) WHERE ("name" <> '') DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "locs" ADD CONSTRAINT "locs_name_uq"
  EXCLUDE USING btree ("estate_id" WITH =, lower(btrim("name")) WITH =) WHERE (btrim("name") <> '')
  DEFERRABLE INITIALLY DEFERRED;
