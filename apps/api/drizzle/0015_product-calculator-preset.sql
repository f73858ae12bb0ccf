ALTER TABLE "products" ADD COLUMN "calculator_type_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "calculator_preset" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_calculator_type_id_calculator_types_id_fk" FOREIGN KEY ("calculator_type_id") REFERENCES "public"."calculator_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_calculator_preset_check" CHECK (("products"."calculator_type_id" is null) = ("products"."calculator_preset" is null));