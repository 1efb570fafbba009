CREATE TABLE "blocked_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer,
	"number" text NOT NULL,
	"date_from" date,
	"date_to" date,
	"reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "draw_occurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"draw_date" date NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"result_number" text,
	"result_sign" smallint,
	"resulted_at" timestamp with time zone,
	"resulted_by" integer,
	"result_source" text,
	"awarded_at" timestamp with time zone,
	"awarded_by" integer
);
--> statement-breakpoint
CREATE TABLE "prize_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"taquilla_id" integer NOT NULL,
	"paid_by" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_date" date NOT NULL,
	CONSTRAINT "prize_payments_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "sale_requests" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"ticket_id" bigint,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "sales_exposure" (
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_exposure_occurrence_id_bet_type_id_number_key_partner_id_pk" PRIMARY KEY("occurrence_id","bet_type_id","number_key","partner_id"),
	CONSTRAINT "sales_exposure_sold_not_negative" CHECK ("sales_exposure"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suspended_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suspended_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occurrence_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
CREATE TABLE "ticket_plays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"occurrence_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"number" text NOT NULL,
	"sign" smallint,
	"number_key" text NOT NULL,
	"requested" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"multiplier" numeric(12, 2) NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_plays_amount_positive" CHECK ("ticket_plays"."amount" > 0 and "ticket_plays"."amount" <= "ticket_plays"."requested")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial" text NOT NULL,
	"security_code" text NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"partner_path" text NOT NULL,
	"chain" integer[] NOT NULL,
	"seller_id" integer NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"prize_total" bigint DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'ACTIVO' NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"annulled_at" timestamp with time zone,
	"annulled_by" integer,
	"annul_reason" text,
	"prize_expires_at" timestamp with time zone,
	CONSTRAINT "tickets_serial_unique" UNIQUE("serial"),
	CONSTRAINT "tickets_total_positive" CHECK ("tickets"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD COLUMN "timezone" text DEFAULT 'America/Caracas' NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_occurrences" ADD CONSTRAINT "draw_occurrences_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_occurrences" ADD CONSTRAINT "draw_occurrences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_occurrences" ADD CONSTRAINT "draw_occurrences_resulted_by_users_id_fk" FOREIGN KEY ("resulted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_occurrences" ADD CONSTRAINT "draw_occurrences_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_payments" ADD CONSTRAINT "prize_payments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_payments" ADD CONSTRAINT "prize_payments_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_payments" ADD CONSTRAINT "prize_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_requests" ADD CONSTRAINT "sale_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_requests" ADD CONSTRAINT "sale_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_occurrence_id_draw_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."draw_occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_plays" ADD CONSTRAINT "ticket_plays_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_plays" ADD CONSTRAINT "ticket_plays_occurrence_id_draw_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."draw_occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_plays" ADD CONSTRAINT "ticket_plays_bet_type_id_bet_types_id_fk" FOREIGN KEY ("bet_type_id") REFERENCES "public"."bet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_agency_id_partners_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_numbers_lookup_idx" ON "blocked_numbers" USING btree ("product_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_occurrences_uq" ON "draw_occurrences" USING btree ("draw_id","draw_date");--> statement-breakpoint
CREATE INDEX "draw_occurrences_date_idx" ON "draw_occurrences" USING btree ("draw_date");--> statement-breakpoint
CREATE INDEX "prize_payments_taquilla_date_idx" ON "prize_payments" USING btree ("taquilla_id","business_date");--> statement-breakpoint
CREATE INDEX "sale_requests_created_idx" ON "sale_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suspended_draws_occurrence_idx" ON "suspended_draws" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "ticket_plays_ticket_idx" ON "ticket_plays" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_plays_occurrence_idx" ON "ticket_plays" USING btree ("occurrence_id","bet_type_id","number_key");--> statement-breakpoint
CREATE INDEX "tickets_path_date_idx" ON "tickets" USING btree ("partner_path" text_pattern_ops,"business_date");--> statement-breakpoint
CREATE INDEX "tickets_date_idx" ON "tickets" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "tickets_taquilla_date_idx" ON "tickets" USING btree ("taquilla_id","business_date");