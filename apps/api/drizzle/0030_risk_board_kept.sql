CREATE TABLE "risk_board_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text,
	"partner_id" integer
);
--> statement-breakpoint
CREATE TABLE "risk_board_groups" (
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"numbers" integer NOT NULL,
	"sold" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"multiplier" numeric(12, 2) NOT NULL,
	CONSTRAINT "risk_board_groups_occurrence_id_bet_type_id_partner_id_pk" PRIMARY KEY("occurrence_id","bet_type_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "risk_board_numbers" (
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"sold" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "risk_board_numbers_occurrence_id_bet_type_id_number_key_partner_id_pk" PRIMARY KEY("occurrence_id","bet_type_id","number_key","partner_id")
);
--> statement-breakpoint
CREATE INDEX "risk_board_numbers_payout_idx" ON "risk_board_numbers" USING btree ("occurrence_id","bet_type_id","partner_id","payout");