-- Why and when an admin suspended an account, next to its status (issue 35: a suspension needs a reason, and the
-- admin sees it with the member). An account suspended before takes the reason and time of its latest suspension
-- in the audit log, if one was written.
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "profiles" p SET "suspension_reason" = nullif(trim(l."after"->>'reason'), ''), "suspended_at" = l."created_at"
FROM (
  SELECT DISTINCT ON ("entity_id") "entity_id", "after", "created_at" FROM "admin_audit_log"
  WHERE "action" = 'user.suspend' AND "entity" = 'user'
  ORDER BY "entity_id", "created_at" DESC
) l
WHERE p."status" = 'suspended' AND l."entity_id" = p."user_id"::text;
