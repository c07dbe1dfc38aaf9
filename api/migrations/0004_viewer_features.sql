CREATE TABLE "event_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playback_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"duration" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminders_unique" ON "event_reminders" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "event_reminders_video" ON "event_reminders" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playback_positions_unique" ON "playback_positions" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "playback_positions_recent" ON "playback_positions" USING btree ("user_id","updated_at");