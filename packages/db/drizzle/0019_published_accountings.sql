CREATE TABLE "accounting_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb NOT NULL,
	"rev" integer NOT NULL,
	"json" text NOT NULL,
	"json_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"changes" integer NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_publications" ADD CONSTRAINT "accounting_publications_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_publications_number_uq" ON "accounting_publications" USING btree ("estate_id","number");--> statement-breakpoint
-- A published accounting is sealed: no UPDATE, whoever asks (the app never does; this stops anyone else).
CREATE FUNCTION accounting_publication_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'accounting % of estate % is published and cannot be changed', OLD.number, OLD.estate_id;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounting_publication_sealed BEFORE UPDATE ON accounting_publications
  FOR EACH ROW EXECUTE FUNCTION accounting_publication_sealed();
