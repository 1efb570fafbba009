CREATE TABLE "external_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_date" date NOT NULL,
	"partner_id" integer NOT NULL,
	"external_system" text NOT NULL,
	"currency" text NOT NULL,
	"sales" bigint NOT NULL,
	"prizes" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"tickets" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_sales_amounts" CHECK ("external_sales"."sales" >= 0 AND "external_sales"."prizes" >= 0 AND "external_sales"."commission" >= 0)
);
--> statement-breakpoint
ALTER TABLE "external_sales" ADD CONSTRAINT "external_sales_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sales" ADD CONSTRAINT "external_sales_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_sales_key" ON "external_sales" USING btree ("business_date","partner_id","external_system","currency");--> statement-breakpoint
CREATE INDEX "external_sales_partner_idx" ON "external_sales" USING btree ("partner_id","business_date");