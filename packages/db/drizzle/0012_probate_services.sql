CREATE TABLE "probate_services" (
	"estate_id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"price" integer,
	"consult_ok" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_state" text DEFAULT '' NOT NULL,
	"paid_county" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "probate_services" ADD CONSTRAINT "probate_services_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;