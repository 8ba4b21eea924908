CREATE INDEX "admin_audit_log_staff_action_idx" ON "admin_audit_events" USING btree ("admin_user_id","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
