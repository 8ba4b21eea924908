CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "admin_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_e164" text,
	"address" text NOT NULL,
	"notes" text,
	"referral_code" text,
	"items" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text,
	"payment_proof_key" text,
	"payment_proof_name" text,
	"payment_proof_type" text,
	"paid_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "registration_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_alt" text,
	"phone_e164" text,
	"phone_alt_e164" text,
	"address" text NOT NULL,
	"address_full" text,
	"country" text DEFAULT 'Indonesia' NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"village" text NOT NULL,
	"postal_code" text NOT NULL,
	"id_number" text,
	"account_type" text DEFAULT 'perorangan' NOT NULL,
	"source" text,
	"bank_name" text,
	"bank_holder" text,
	"bank_account" text,
	"shop_name" text,
	"shop_address_struk" text,
	"keeper_name" text,
	"keeper_phone" text,
	"order_state" text DEFAULT 'new' NOT NULL,
	"gmap_address" text,
	"gmap_lat" double precision,
	"gmap_lng" double precision,
	"notes" text,
	"ktp_key" text,
	"kk_key" text,
	"selfie_ktp_key" text,
	"npwp_key" text,
	"bank_cert_key" text,
	"store_photo_out_key" text,
	"store_photo_in_key" text,
	"signature_key" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "registrations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_audits" ADD CONSTRAINT "registration_audits_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_audits" ADD CONSTRAINT "registration_audits_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit_events" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm_idx" ON "orders" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_referral_trgm_idx" ON "orders" USING gin ("referral_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registration_audits_reg_idx" ON "registration_audits" USING btree ("registration_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_live_created_idx" ON "registrations" USING btree ("created_at" DESC NULLS LAST) WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_status_idx" ON "registrations" USING btree ("status","created_at" DESC NULLS LAST) WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_name_trgm_idx" ON "registrations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_full_name_trgm_idx" ON "registrations" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_email_trgm_idx" ON "registrations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_phone_trgm_idx" ON "registrations" USING gin ("phone" gin_trgm_ops);