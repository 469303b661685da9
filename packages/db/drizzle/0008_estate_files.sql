CREATE TABLE "estate_files" (
	"blob_name" text PRIMARY KEY NOT NULL,
	"estate_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"prop" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "estate_files" ADD CONSTRAINT "estate_files_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_files_estate_idx" ON "estate_files" USING btree ("estate_id","entity_type","entity_id");
