CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hints" integer DEFAULT 0 NOT NULL,
	"autosave" boolean,
	"wiz_off" boolean DEFAULT false NOT NULL,
	"authorized" boolean DEFAULT false NOT NULL,
	"estates_recent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" text,
	"user_id" text,
	"action" text NOT NULL,
	"revision" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"msg" text NOT NULL,
	"estate_id" text,
	"user_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decedents" (
	"estate_id" text PRIMARY KEY NOT NULL,
	"birth_date" date,
	"residence" text DEFAULT '' NOT NULL,
	"addr_state" text DEFAULT '' NOT NULL,
	"addr_county" text DEFAULT '' NOT NULL,
	"addr_country" text DEFAULT '' NOT NULL,
	"residence_addr_state" text DEFAULT '' NOT NULL,
	"residence_addr_county" text DEFAULT '' NOT NULL,
	"residence_addr_country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ssn" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '{"death_cert":[],"funeral":[],"will":[],"organizing":[]}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_access" (
	"estate_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_access_estate_id_user_id_pk" PRIMARY KEY("estate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"state_exec" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'us' NOT NULL,
	"trust" boolean DEFAULT false NOT NULL,
	"death_date" date,
	"licensed" boolean DEFAULT false NOT NULL,
	"lic_date" date,
	"lic_extra" integer,
	"lic_reported" boolean DEFAULT false NOT NULL,
	"lic_quote" integer,
	"trial_ends" timestamp with time zone,
	"samples" integer DEFAULT 0 NOT NULL,
	"debt" bigint,
	"debt_death" bigint,
	"refunds" bigint,
	"land" boolean DEFAULT false NOT NULL,
	"gval_estimate" bigint,
	"gval_death" bigint,
	"gval_use_actual" boolean DEFAULT false NOT NULL,
	"unpaid_expenses" bigint,
	"spouse" boolean DEFAULT false NOT NULL,
	"is_user_dec" boolean DEFAULT false NOT NULL,
	"set_user_dec" boolean DEFAULT false NOT NULL,
	"distributor" text DEFAULT '' NOT NULL,
	"questions_left" integer,
	"wiz_off" boolean DEFAULT false NOT NULL,
	"files" jsonb DEFAULT '{"letters":[],"exec":[]}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{"currency":"","task_dates":{}}'::jsonb NOT NULL,
	"tasks_done" jsonb DEFAULT '[0,0,0,0]'::jsonb NOT NULL,
	"tasks_na" jsonb DEFAULT '[0,0,0,0]'::jsonb NOT NULL,
	"tasks_hide" jsonb DEFAULT '[0,0,0,0]'::jsonb NOT NULL,
	"tasks_changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasks_custom" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasks_userinfo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"ownership" integer DEFAULT 3 NOT NULL,
	"probate" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loc_name" text DEFAULT '' NOT NULL,
	"plan" integer DEFAULT 0 NOT NULL,
	"date" date,
	"received" date,
	"bank_link_id" integer,
	"last_check" date,
	"sundry_refunds" boolean DEFAULT false NOT NULL,
	"val_pre" bigint,
	"val_death" bigint,
	"val_plan" bigint,
	"cost_basis_orig" bigint,
	"cost_basis_death" bigint,
	"deemed" bigint,
	"val" bigint,
	"val_alloc" bigint,
	"val_distrib" bigint,
	"val_xfer" bigint,
	"val_alloc_future_fixed" bigint,
	"paid" bigint,
	"cost_basis" bigint,
	"cost_basis_stepped" bigint,
	"cost_basis_unstepped" bigint,
	"alloc_num" integer,
	"alloc_percent" integer,
	"alloc_percent_dynamic" integer,
	"alloc_spouse" integer,
	"distrib_percent" integer,
	"txact_num" integer,
	"xfer_num" integer,
	"txact_val_date" date,
	CONSTRAINT "assets_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_downloads" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "bank_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"date" date,
	"val" bigint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cat" integer,
	"i_type" integer,
	"item" integer,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" text DEFAULT 'new' NOT NULL,
	CONSTRAINT "bank_downloads_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_links" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "bank_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer,
	"culled" boolean DEFAULT false NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	"sync_point" text,
	CONSTRAINT "bank_links_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"web" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "contacts_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"loc_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"val_pre" bigint,
	"val_death" bigint,
	"val_forgiven" bigint DEFAULT 0 NOT NULL,
	"forgive_date" date,
	"date" date,
	"probate" boolean DEFAULT true NOT NULL,
	"owed" bigint,
	"val" bigint,
	"paid" bigint,
	"pay_num" integer,
	"resolved" boolean,
	CONSTRAINT "debts_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "exec_expenses" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "exec_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date,
	"name" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"mileage" double precision,
	"mileage_rate" integer,
	"val" bigint DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid" integer,
	CONSTRAINT "exec_expenses_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "exec_log" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "exec_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date,
	"hours" double precision DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "exec_log_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "heirs" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "heirs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"i_type" integer DEFAULT 0 NOT NULL,
	"loc_name" text DEFAULT '' NOT NULL,
	"ssn" text DEFAULT '' NOT NULL,
	"percent_target" integer,
	"val_target" bigint,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"val_alloc" bigint,
	"val_benefit" bigint,
	"val_bequest" bigint,
	"val_distrib" bigint,
	CONSTRAINT "heirs_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "locs" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "locs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "locs_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
CREATE TABLE "txacts" (
	"estate_id" text NOT NULL,
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "txacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset" integer NOT NULL,
	"item" integer,
	"date" date,
	"cat" integer NOT NULL,
	"i_type" integer NOT NULL,
	"val" bigint DEFAULT 0 NOT NULL,
	"check_num" bigint,
	"cost_basis" bigint,
	"cost_basis_alt" bigint,
	"spouse" boolean DEFAULT false NOT NULL,
	"percent" integer,
	"distrib_type" integer,
	"reason" integer,
	"heir_id" integer,
	"exexp_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"d_id" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"balance" bigint,
	CONSTRAINT "txacts_estate_id_id_pk" PRIMARY KEY("estate_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decedents" ADD CONSTRAINT "decedents_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_access" ADD CONSTRAINT "estate_access_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_access" ADD CONSTRAINT "estate_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_downloads" ADD CONSTRAINT "bank_downloads_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_links" ADD CONSTRAINT "bank_links_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exec_expenses" ADD CONSTRAINT "exec_expenses_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exec_log" ADD CONSTRAINT "exec_log_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heirs" ADD CONSTRAINT "heirs_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locs" ADD CONSTRAINT "locs_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "txacts" ADD CONSTRAINT "txacts_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_entries_estate_idx" ON "audit_entries" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "estate_access_user_idx" ON "estate_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "estates_owner_idx" ON "estates" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "txacts_asset_idx" ON "txacts" USING btree ("estate_id","asset");