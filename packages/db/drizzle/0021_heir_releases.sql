CREATE TABLE "heir_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heir_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" text NOT NULL,
	"heir_id" integer NOT NULL,
	"accounting" integer NOT NULL,
	"document" text NOT NULL,
	"release_sha256" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_ua" text,
	"signer_user" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"reminded_at" timestamp with time zone,
	"signed_blob" text,
	"signed_pdf_sha256" text
);
--> statement-breakpoint
ALTER TABLE "heir_releases" ADD CONSTRAINT "heir_releases_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heir_releases_estate_idx" ON "heir_releases" USING btree ("estate_id","heir_id");