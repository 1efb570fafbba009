CREATE TABLE "cross_db_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_db_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"db_name" text NOT NULL,
	"remote_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cross_db_links" ADD CONSTRAINT "cross_db_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cross_db_links_user_db_uq" ON "cross_db_links" USING btree ("user_id","db_name");--> statement-breakpoint
CREATE INDEX "cross_db_links_user_idx" ON "cross_db_links" USING btree ("user_id");