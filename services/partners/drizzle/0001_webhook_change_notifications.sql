-- Every partners process keeps which event types some webhook wants (webhooks/subscribed-event-types.ts); any
-- statement that changes the webhooks table, by any process, tells them all at commit.
CREATE FUNCTION "partners"."notify_webhooks_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('partners_webhooks_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhooks_notify_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners"."webhooks"
  FOR EACH STATEMENT EXECUTE FUNCTION "partners"."notify_webhooks_changed"();
