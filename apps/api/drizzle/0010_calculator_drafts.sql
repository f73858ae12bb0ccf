CREATE TABLE "calculator_drafts" (
	"calculator_type_id" integer PRIMARY KEY NOT NULL,
	"base_version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_definitions" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "calculator_definitions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
ALTER TABLE "calculator_drafts" ADD CONSTRAINT "calculator_drafts_calculator_type_id_calculator_types_id_fk" FOREIGN KEY ("calculator_type_id") REFERENCES "public"."calculator_types"("id") ON DELETE cascade ON UPDATE no action;