ALTER TABLE "decedents" ADD COLUMN "ssn_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "heirs" ADD COLUMN "ssn_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
