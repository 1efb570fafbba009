CREATE TABLE "polla_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polla_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polla_pot_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polla_pot_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pot_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"concept" text NOT NULL,
	"first_amount" bigint DEFAULT 0 NOT NULL,
	"second_amount" bigint DEFAULT 0 NOT NULL,
	"ticket_id" bigint,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polla_pot_movements_not_negative" CHECK ("polla_pot_movements"."first_amount" >= 0 AND "polla_pot_movements"."second_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "polla_pots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polla_pots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"polla_type_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"currency" text NOT NULL,
	"first_amount" bigint DEFAULT 0 NOT NULL,
	"second_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "polla_pots_not_negative" CHECK ("polla_pots"."first_amount" >= 0 AND "polla_pots"."second_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "polla_ticket_picks" (
	"ticket_id" bigint NOT NULL,
	"occurrence_id" integer NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "polla_ticket_picks_ticket_id_occurrence_id_number_pk" PRIMARY KEY("ticket_id","occurrence_id","number")
);
--> statement-breakpoint
CREATE TABLE "polla_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polla_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial" text NOT NULL,
	"polla_type_id" integer NOT NULL,
	"draw_date" date NOT NULL,
	"daily_pot_id" integer NOT NULL,
	"weekly_pot_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"taquilla_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"banca_id" integer NOT NULL,
	"partner_path" text NOT NULL,
	"seller_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"to_daily_first" bigint NOT NULL,
	"to_daily_second" bigint NOT NULL,
	"to_weekly" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVO' NOT NULL,
	"score" smallint,
	"prize_first" bigint DEFAULT 0 NOT NULL,
	"prize_second" bigint DEFAULT 0 NOT NULL,
	"prize_weekly" bigint DEFAULT 0 NOT NULL,
	"prize_expires_at" timestamp with time zone,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_at" timestamp with time zone,
	"annulled_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"paid_taquilla_id" integer,
	CONSTRAINT "polla_tickets_serial_unique" UNIQUE("serial"),
	CONSTRAINT "polla_tickets_price_positive" CHECK ("polla_tickets"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "polla_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polla_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"draw_ids" integer[] NOT NULL,
	"picks_per_draw" smallint NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"daily_first_bp" integer NOT NULL,
	"daily_second_bp" integer NOT NULL,
	"weekly_bp" integer NOT NULL,
	"points_per_hit" smallint DEFAULT 1 NOT NULL,
	"first_min_points" smallint NOT NULL,
	"second_min_points" smallint NOT NULL,
	"weekly_min_points" smallint NOT NULL,
	"annul_minutes" smallint DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polla_types_price_positive" CHECK ("polla_types"."price" > 0),
	CONSTRAINT "polla_types_percentages" CHECK ("polla_types"."daily_first_bp" >= 0 AND "polla_types"."daily_second_bp" >= 0 AND "polla_types"."weekly_bp" >= 0
          AND "polla_types"."daily_first_bp" + "polla_types"."daily_second_bp" + "polla_types"."weekly_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "polla_customers" ADD CONSTRAINT "polla_customers_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_pot_movements" ADD CONSTRAINT "polla_pot_movements_pot_id_polla_pots_id_fk" FOREIGN KEY ("pot_id") REFERENCES "public"."polla_pots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_pot_movements" ADD CONSTRAINT "polla_pot_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_pots" ADD CONSTRAINT "polla_pots_polla_type_id_polla_types_id_fk" FOREIGN KEY ("polla_type_id") REFERENCES "public"."polla_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_ticket_picks" ADD CONSTRAINT "polla_ticket_picks_ticket_id_polla_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."polla_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_polla_type_id_polla_types_id_fk" FOREIGN KEY ("polla_type_id") REFERENCES "public"."polla_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_daily_pot_id_polla_pots_id_fk" FOREIGN KEY ("daily_pot_id") REFERENCES "public"."polla_pots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_weekly_pot_id_polla_pots_id_fk" FOREIGN KEY ("weekly_pot_id") REFERENCES "public"."polla_pots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_customer_id_polla_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."polla_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_tickets" ADD CONSTRAINT "polla_tickets_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_types" ADD CONSTRAINT "polla_types_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polla_types" ADD CONSTRAINT "polla_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "polla_customers_cedula_uq" ON "polla_customers" USING btree ("banca_id","id_type","id_number");--> statement-breakpoint
CREATE INDEX "polla_pot_movements_pot_idx" ON "polla_pot_movements" USING btree ("pot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "polla_pots_uq" ON "polla_pots" USING btree ("polla_type_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "polla_ticket_picks_occurrence_idx" ON "polla_ticket_picks" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "polla_tickets_path_date_idx" ON "polla_tickets" USING btree ("partner_path" text_pattern_ops,"draw_date");--> statement-breakpoint
CREATE INDEX "polla_tickets_type_date_idx" ON "polla_tickets" USING btree ("polla_type_id","draw_date");--> statement-breakpoint
CREATE INDEX "polla_tickets_customer_idx" ON "polla_tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "polla_types_name_uq" ON "polla_types" USING btree ("banca_id","name");