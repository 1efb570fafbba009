CREATE TYPE "public"."partner_kind" AS ENUM('BANCA', 'DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA');--> statement-breakpoint
CREATE TYPE "public"."partner_status" AS ENUM('ACTIVE', 'INACTIVE', 'SUSPENDED');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA', 'VEND_TAQUILLA', 'VEND_TAQUILLA_POLLA');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'BLOCKED', 'INACTIVE');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"role" text,
	"partner_id" integer,
	"subject_partner_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "partner_kind" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" "partner_status" DEFAULT 'ACTIVE' NOT NULL,
	"country_iso2" char(2) NOT NULL,
	"currency" text NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"depth" integer NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"state" text,
	"municipality" text,
	"document_id" text,
	"contact_name" text,
	"is_polla_seller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"role" "user_role" NOT NULL,
	"partner_id" integer NOT NULL,
	"manage_childs" boolean DEFAULT false NOT NULL,
	"awarding_results" boolean DEFAULT false NOT NULL,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"login_blocked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
	"timezone" text DEFAULT 'America/Caracas' NOT NULL,
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
	"status" text DEFAULT 'ACTIVE' NOT NULL,
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
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_occurrence_id_draw_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."draw_occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_draws" ADD CONSTRAINT "suspended_draws_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_partner_idx" ON "audit_log" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_partner_idx" ON "audit_log" USING btree ("subject_partner_id");--> statement-breakpoint
CREATE INDEX "refresh_families_user_idx" ON "refresh_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_uq" ON "partners" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "partners_path_idx" ON "partners" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id");--> statement-breakpoint
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
CREATE UNIQUE INDEX "terminals_device_uq" ON "terminals" USING btree ("device_id");--> statement-breakpoint
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
CREATE INDEX "tickets_taquilla_date_idx" ON "tickets" USING btree ("taquilla_id","business_date");--> statement-breakpoint

-- Written by hand: what the Drizzle schema does not declare. The functions, triggers and views
-- are not migrations: they live in src/db/sql/, one file each (ADR 035).

-- Ticket serials: nine digits from this sequence and a Luhn check digit (banca_luhn_digit_of).
CREATE SEQUENCE "ticket_serial_seq" START WITH 100000000 MINVALUE 100000000 MAXVALUE 999999999;
--> statement-breakpoint

-- One number that changes whenever anything a sale's checks read from the catalogue, the network
-- or the limits changes (banca_bump_sale_config_version). Application processes cache that data
-- and send the version they used; the sale refuses a stale one (BN009) and the process reloads.
CREATE TABLE "sale_config_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sale_config_version" ("id", "value") VALUES (1, 1);
