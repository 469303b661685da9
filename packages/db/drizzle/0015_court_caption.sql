ALTER TABLE "estates" ADD COLUMN "court_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "court_county" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "case_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "fiduciary_addr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "account_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "account_no" integer;