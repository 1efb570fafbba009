CREATE TABLE "bet_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"digits" smallint,
	"needs_sign" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "bet_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"draw_time" time NOT NULL,
	"slot" smallint NOT NULL,
	"display_order" smallint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"close_minutes" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "location_municipalities" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_iso2" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotteries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"logo_image_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_bet_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_bet_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"bet_type_id" integer NOT NULL,
	"multiplier" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_symbols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_symbols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"image_id" integer,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"image_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bet_type_id" integer,
	"commission_type" text DEFAULT 'VENTA' NOT NULL,
	"commission_pct" numeric(5, 2) NOT NULL,
	"participation_type" text DEFAULT 'NINGUNA' NOT NULL,
	"participation_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"extra_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"max_amount" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regular_quotas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regular_quotas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer,
	"bet_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_quotas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_quotas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"draw_id" integer,
	"bet_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_config" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"payments_responsible_partner_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banca_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"ticket_header" text DEFAULT '' NOT NULL,
	"ticket_footer" text DEFAULT '' NOT NULL,
	"pay_prizes_anywhere" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets_config" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"min_per_play" bigint NOT NULL,
	"max_per_play" bigint NOT NULL,
	"max_per_ticket" bigint NOT NULL,
	"minutes_before_close" integer DEFAULT 5 NOT NULL,
	"annulment_window_minutes" integer DEFAULT 5 NOT NULL,
	"max_annulments_per_day" integer DEFAULT 10 NOT NULL,
	"prize_validity_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"status" text DEFAULT 'BOUND' NOT NULL,
	"software_version" text,
	"last_connection_at" timestamp with time zone,
	"last_disconnection_at" timestamp with time zone,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_polla_seller" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_municipalities" ADD CONSTRAINT "location_municipalities_state_id_location_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."location_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bet_types" ADD CONSTRAINT "product_bet_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bet_types" ADD CONSTRAINT "product_bet_types_bet_type_id_bet_types_id_fk" FOREIGN KEY ("bet_type_id") REFERENCES "public"."bet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symbols" ADD CONSTRAINT "product_symbols_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symbols" ADD CONSTRAINT "product_symbols_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_bet_type_id_bet_types_id_fk" FOREIGN KEY ("bet_type_id") REFERENCES "public"."bet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_quotas" ADD CONSTRAINT "regular_quotas_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_quotas" ADD CONSTRAINT "regular_quotas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_quotas" ADD CONSTRAINT "regular_quotas_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_quotas" ADD CONSTRAINT "regular_quotas_bet_type_id_bet_types_id_fk" FOREIGN KEY ("bet_type_id") REFERENCES "public"."bet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_quotas" ADD CONSTRAINT "top_quotas_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_quotas" ADD CONSTRAINT "top_quotas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_quotas" ADD CONSTRAINT "top_quotas_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_quotas" ADD CONSTRAINT "top_quotas_bet_type_id_bet_types_id_fk" FOREIGN KEY ("bet_type_id") REFERENCES "public"."bet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_config" ADD CONSTRAINT "agency_config_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_config" ADD CONSTRAINT "agency_config_payments_responsible_partner_id_partners_id_fk" FOREIGN KEY ("payments_responsible_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banca_settings" ADD CONSTRAINT "banca_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets_config" ADD CONSTRAINT "bets_config_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_product_idx" ON "draws" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_product_time_uq" ON "draws" USING btree ("product_id","draw_time");--> statement-breakpoint
CREATE INDEX "location_municipalities_state_idx" ON "location_municipalities" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_name_uq" ON "lotteries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_bet_types_uq" ON "product_bet_types" USING btree ("product_id","bet_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_uq" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_symbols_uq" ON "product_symbols" USING btree ("product_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_uq" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_lottery_idx" ON "products" USING btree ("lottery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_uq" ON "commissions" USING btree ("partner_id","product_id",coalesce("bet_type_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "regular_quotas_uq" ON "regular_quotas" USING btree ("partner_id","product_id",coalesce("draw_id", 0),"bet_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "top_quotas_uq" ON "top_quotas" USING btree ("banca_id","product_id",coalesce("draw_id", 0),"bet_type_id");--> statement-breakpoint
CREATE INDEX "terminals_partner_idx" ON "terminals" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_device_uq" ON "terminals" USING btree ("device_id");