ALTER TABLE "audit_entries" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_entries_chain_idx" ON "audit_entries" USING btree ("estate_id","seq");--> statement-breakpoint
-- One entry's seal: SHA-256 over the hash of the entry before it and every field of its own, in a fixed text form
-- (fields joined by the unit separator, the time in UTC to the microsecond, detail as jsonb's own text). The insert
-- trigger and the verification (repos/audit-chain.ts) call this one function.
CREATE FUNCTION "audit_entry_hash"(prev text, seq integer, id integer, estate_id text, user_id text, action text,
  revision integer, detail jsonb, created_at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(chr(31), coalesce(prev, ''), seq::text, id::text, coalesce(estate_id, ''),
    coalesce(user_id, ''), action, coalesce(revision::text, ''), coalesce(detail::text, ''),
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Every new entry joins its estate's chain (entries without an estate, such as a deleted account, form one chain of
-- their own). The advisory lock orders concurrent writers of one estate's trail, so no two entries share a link.
CREATE FUNCTION "audit_chained"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('audit_chain:' || coalesce(NEW.estate_id, ''), 0));
  IF NEW.estate_id IS NULL THEN
    SELECT a.seq, a.hash INTO last_seq, last_hash FROM audit_entries a
      WHERE a.estate_id IS NULL ORDER BY a.seq DESC NULLS LAST LIMIT 1;
  ELSE
    SELECT a.seq, a.hash INTO last_seq, last_hash FROM audit_entries a
      WHERE a.estate_id = NEW.estate_id ORDER BY a.seq DESC NULLS LAST LIMIT 1;
  END IF;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.seq, NEW.id, NEW.estate_id, NEW.user_id, NEW.action,
    NEW.revision, NEW.detail, NEW.created_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The entries written before the chain, sealed in the order they were written.
DO $$
DECLARE
  r record;
  k text;
  s integer := 0;
  h text;
BEGIN
  FOR r IN SELECT * FROM audit_entries ORDER BY coalesce(estate_id, ''), id LOOP
    IF s = 0 OR r.estate_id IS DISTINCT FROM k THEN
      s := 0;
      h := NULL;
      k := r.estate_id;
    END IF;
    s := s + 1;
    UPDATE audit_entries SET seq = s, prev_hash = h,
      hash = audit_entry_hash(h, s, r.id, r.estate_id, r.user_id, r.action, r.revision, r.detail, r.created_at)
      WHERE id = r.id RETURNING hash INTO h;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_chained" BEFORE INSERT ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_chained"();
