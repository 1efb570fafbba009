CREATE TABLE "risk_board_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"stale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "risk_board_state_one_row" CHECK ("risk_board_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "risk_board_state" ("id", "read_at", "stale") VALUES (1, NULL, true);
