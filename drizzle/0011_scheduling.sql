CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"meeting_type_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"ical_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"calendar_state" text DEFAULT 'none' NOT NULL,
	"calendar_href" text,
	"rescheduled_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_ical_uid_unique" UNIQUE("ical_uid")
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lead_routes" (
	"lead_type" text NOT NULL,
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"rule_id" uuid,
	"rule_name" text DEFAULT '' NOT NULL,
	"meeting_type_id" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_routes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meeting_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"form_type" text DEFAULT '' NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meeting_type_id" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routing_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"calendar_url" text DEFAULT '' NOT NULL,
	"calendar_username" text DEFAULT '' NOT NULL,
	"calendar_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routes" ADD CONSTRAINT "lead_routes_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_meeting_type_id_meeting_types_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."meeting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_start_live_idx" ON "bookings" USING btree ("member_id","starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_member_blocked_idx" ON "bookings" USING btree ("member_id","blocked_from");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE INDEX "lead_routes_email_idx" ON "lead_routes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "lead_routes_rule_member_idx" ON "lead_routes" USING btree ("rule_id","member_id");--> statement-breakpoint
CREATE INDEX "routing_rules_position_idx" ON "routing_rules" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_email_idx" ON "team_members" USING btree (lower("email"));