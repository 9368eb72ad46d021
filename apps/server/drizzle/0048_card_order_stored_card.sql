ALTER TABLE "orders" ADD COLUMN "card_customer_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_mask" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_expire" text;