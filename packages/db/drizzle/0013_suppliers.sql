CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"web" text DEFAULT '' NOT NULL,
	"prefer" boolean DEFAULT false NOT NULL,
	"member" boolean DEFAULT false NOT NULL,
	"member_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "suppliers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "estate_access" ADD COLUMN "supplier_id" integer;