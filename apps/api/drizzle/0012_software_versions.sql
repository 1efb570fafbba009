CREATE TABLE "software_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banca_id" integer NOT NULL,
	"channel" text NOT NULL,
	"package_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"version_name" text NOT NULL,
	"min_sdk" integer,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'PENDIENTE' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terminal_software" (
	"terminal_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"version_code" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "software_versions" ADD CONSTRAINT "software_versions_banca_id_partners_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_versions" ADD CONSTRAINT "software_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_software" ADD CONSTRAINT "terminal_software_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "software_versions_code_uq" ON "software_versions" USING btree ("banca_id","package_name","version_code");--> statement-breakpoint
CREATE INDEX "software_versions_latest_idx" ON "software_versions" USING btree ("banca_id","channel","version_code") WHERE status = 'DISPONIBLE';