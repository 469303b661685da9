ALTER TABLE "estate_access" DROP CONSTRAINT "estate_access_estate_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "estate_access" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "estate_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "token_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Shares made before invitations existed were accepted by their user: they carry its email and name.
UPDATE "estate_access" SET "email" = u."email", "name" = u."name", "done" = true FROM "users" u WHERE u."id" = "estate_access"."user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "estate_access_user_uq" ON "estate_access" USING btree ("estate_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estate_access_email_uq" ON "estate_access" USING btree ("estate_id",lower("email")) WHERE "estate_access"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "estate_access_token_uq" ON "estate_access" USING btree ("token_hash") WHERE "estate_access"."token_hash" <> '';