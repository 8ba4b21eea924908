-- Every admin from before roles becomes Pemilik (owner); a user keeps one role.
UPDATE "user_roles" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_role_pk";--> statement-breakpoint
ALTER TABLE "user_roles" ADD PRIMARY KEY ("user_id");
