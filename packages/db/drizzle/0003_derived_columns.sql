ALTER TABLE "estates" ADD COLUMN "derived_rev" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cost_basis_death_used" bigint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "settled" boolean;--> statement-breakpoint
ALTER TABLE "txacts" ADD COLUMN "balance_item" bigint;--> statement-breakpoint
ALTER TABLE "txacts" ADD COLUMN "effective_val" bigint;--> statement-breakpoint
ALTER TABLE "txacts" ADD COLUMN "effective_cost_basis" bigint;