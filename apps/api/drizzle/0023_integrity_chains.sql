CREATE TABLE "integrity_day_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"zone" text NOT NULL,
	"heads" jsonb NOT NULL,
	"previous" text,
	"digest" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_links" (
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"chained_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integrity_links_chain_seq_pk" PRIMARY KEY("chain","seq")
);
--> statement-breakpoint
CREATE TABLE "integrity_watermarks" (
	"chain" text PRIMARY KEY NOT NULL,
	"settled_id" bigint DEFAULT 0 NOT NULL,
	"pending_id" bigint,
	"pending_xmax" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_links_record_uq" ON "integrity_links" USING btree ("chain","record_id");