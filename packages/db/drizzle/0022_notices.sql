CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_part" text NOT NULL,
	"target_id" integer,
	"ask" text NOT NULL,
	"letter" jsonb NOT NULL,
	"registry_version" text NOT NULL,
	"status" text DEFAULT 'drafted' NOT NULL,
	"sent_on" date,
	"sent_method" text,
	"acknowledged_on" date,
	"done_on" date,
	"follow_up" date,
	"reminded_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_estate_idx" ON "notices" USING btree ("estate_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_status_ck" CHECK ("status" IN ('drafted', 'sent', 'acknowledged', 'done'));
