CREATE TABLE "two_factor_spent_challenges" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "two_factor_spent_challenges_expires_idx" ON "two_factor_spent_challenges" USING btree ("expires_at");