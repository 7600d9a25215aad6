CREATE TABLE "totp_used_step" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_used_step" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "totp_used_step" ADD CONSTRAINT "totp_used_step_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;