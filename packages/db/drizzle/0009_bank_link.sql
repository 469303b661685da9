ALTER TABLE "bank_links" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_links" ADD COLUMN "access_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_links" ADD COLUMN "item_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_links" ADD COLUMN "account_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_links" ADD COLUMN "account_name" text DEFAULT '' NOT NULL;