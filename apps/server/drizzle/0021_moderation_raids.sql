ALTER TABLE "moderation_log" ADD COLUMN "warning_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The copy-paste rule's old defaults (5 viewers, 15 letters) made hype a raid. A channel that saved
-- any rule stored every rule with the defaults of the day, so a copy-paste rule it never turned on
-- still says 5 and 15, chosen by nobody: it takes the new defaults (10 viewers, 20 letters). A rule
-- that is on, or whose numbers differ, keeps what it has.
UPDATE "moderation_settings"
SET "settings" = jsonb_set("settings", '{rules,copy_paste,settings}', '{"minViewers":10,"seconds":30,"minLength":20}'::jsonb)
WHERE "settings" #>> '{rules,copy_paste,enabled}' = 'false'
  AND "settings" #> '{rules,copy_paste,settings}' = '{"minViewers":5,"seconds":30,"minLength":15}'::jsonb;
