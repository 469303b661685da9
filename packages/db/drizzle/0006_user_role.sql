-- The role the owner gave in the quick start (owner, trustee, professional, executor; '' until answered): their
-- estate list and the estate header show it instead of the access level 'Owner' (issue 13).
ALTER TABLE "estates" ADD COLUMN "user_role" text DEFAULT '' NOT NULL;
