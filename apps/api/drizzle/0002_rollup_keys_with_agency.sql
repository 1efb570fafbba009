ALTER TABLE "number_rollups" DROP CONSTRAINT "number_rollups_pk";
--> statement-breakpoint
ALTER TABLE "number_rollups" ADD CONSTRAINT "number_rollups_pk" PRIMARY KEY("business_date","taquilla_id","product_id","draw_id","bet_type_id","number_key","currency","agency_id","banca_id");--> statement-breakpoint
ALTER TABLE "sales_rollups" DROP CONSTRAINT "sales_rollups_pk";
--> statement-breakpoint
ALTER TABLE "sales_rollups" ADD CONSTRAINT "sales_rollups_pk" PRIMARY KEY("business_date","taquilla_id","product_id","draw_id","bet_type_id","channel","currency","agency_id","banca_id");--> statement-breakpoint
ALTER TABLE "ticket_rollups" DROP CONSTRAINT "ticket_rollups_pk";
--> statement-breakpoint
ALTER TABLE "ticket_rollups" ADD CONSTRAINT "ticket_rollups_pk" PRIMARY KEY("business_date","taquilla_id","channel","currency","status","agency_id","banca_id");