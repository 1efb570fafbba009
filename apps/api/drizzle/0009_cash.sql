CREATE TABLE "cash_config" (
	"taquilla_id" integer PRIMARY KEY NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"expense_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"income_approval_above" bigint,
	"outcome_approval_above" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_expense_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_expense_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cash_expense_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cash_funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"observation" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_funds_amount_not_negative" CHECK ("cash_funds"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"taquilla_id" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"exchange_amount" bigint,
	"exchange_currency" text,
	"exchange_rate" numeric(18, 6),
	"description" text DEFAULT '' NOT NULL,
	"expense_type_id" integer,
	"ticket_id" bigint,
	"evidence_image_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"batch_id" text,
	"status" text NOT NULL,
	"business_date" date NOT NULL,
	"cash_register_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"handle_observation" text,
	CONSTRAINT "cash_movements_amount_positive" CHECK ("cash_movements"."amount" > 0),
	CONSTRAINT "cash_movements_counted_has_register" CHECK (status <> 'APROBADO' OR cash_register_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "cash_register_counts" (
	"cash_register_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"counted" bigint NOT NULL,
	CONSTRAINT "cash_register_counts_cash_register_id_payment_method_pk" PRIMARY KEY("cash_register_id","payment_method"),
	CONSTRAINT "cash_register_counts_not_negative" CHECK ("cash_register_counts"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taquilla_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"opening_fund" bigint NOT NULL,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer
);
--> statement-breakpoint
CREATE TABLE "cash_ticket_claims" (
	"ticket_id" bigint NOT NULL,
	"event" text NOT NULL,
	"cash_register_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "cash_ticket_claims_ticket_id_event_pk" PRIMARY KEY("ticket_id","event")
);
--> statement-breakpoint
ALTER TABLE "cash_config" ADD CONSTRAINT "cash_config_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_config" ADD CONSTRAINT "cash_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_funds" ADD CONSTRAINT "cash_funds_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_funds" ADD CONSTRAINT "cash_funds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_expense_type_id_cash_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."cash_expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_counts" ADD CONSTRAINT "cash_register_counts_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_taquilla_id_partners_id_fk" FOREIGN KEY ("taquilla_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ticket_claims" ADD CONSTRAINT "cash_ticket_claims_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_funds_taquilla_idx" ON "cash_funds" USING btree ("taquilla_id","currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_reference_uq" ON "cash_movements" USING btree ("reference") WHERE reference IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_ticket_uq" ON "cash_movements" USING btree ("ticket_id") WHERE ticket_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cash_movements_register_idx" ON "cash_movements" USING btree ("cash_register_id");--> statement-breakpoint
CREATE INDEX "cash_movements_taquilla_date_idx" ON "cash_movements" USING btree ("taquilla_id","business_date");--> statement-breakpoint
CREATE INDEX "cash_movements_pending_idx" ON "cash_movements" USING btree ("status") WHERE status = 'PENDIENTE';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_day_uq" ON "cash_registers" USING btree ("taquilla_id","business_date","currency");--> statement-breakpoint
CREATE INDEX "cash_registers_date_idx" ON "cash_registers" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "cash_ticket_claims_register_idx" ON "cash_ticket_claims" USING btree ("cash_register_id");--> statement-breakpoint
INSERT INTO "cash_expense_types" ("code", "name", "system") VALUES
  ('PAGO_PREMIO', 'Pago de premio', true),
  ('GASTO_OPERATIVO', 'Gasto operativo', false),
  ('TRANSFERENCIA', 'Transferencia', false),
  ('SERVICIOS', 'Servicios', false),
  ('OTRO', 'Otro egreso', false);
