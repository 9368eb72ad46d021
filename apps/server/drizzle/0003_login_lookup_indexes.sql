CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "users_email_lookup_idx" ON "users" USING btree (lower("email"));