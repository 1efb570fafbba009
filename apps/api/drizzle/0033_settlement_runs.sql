CREATE TABLE "settlement_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
