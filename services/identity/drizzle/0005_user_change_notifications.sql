-- Every process of the identity service keeps recent `identity.get-user` answers (accounts/user-cache.ts); a change
-- to what that answer reads (the account, its role, its role requests), by any process and any statement, tells them
-- all at commit: NOTIFY identity_user_changed with the user's id.
CREATE FUNCTION "identity"."notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(COALESCE(NEW, OLD));
BEGIN
  PERFORM pg_notify('identity_user_changed', COALESCE(changed->>'user_id', changed->>'id'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "identity"."users"
  FOR EACH ROW EXECUTE FUNCTION "identity"."notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "identity"."user_roles"
  FOR EACH ROW EXECUTE FUNCTION "identity"."notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_requests_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "identity"."role_requests"
  FOR EACH ROW EXECUTE FUNCTION "identity"."notify_user_changed"();
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it tells every process to forget everyone ('*').
CREATE FUNCTION "identity"."notify_users_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_user_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncated" AFTER TRUNCATE ON "identity"."users"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity"."notify_users_truncated"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_truncated" AFTER TRUNCATE ON "identity"."user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity"."notify_users_truncated"();
--> statement-breakpoint
CREATE TRIGGER "role_requests_notify_truncated" AFTER TRUNCATE ON "identity"."role_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity"."notify_users_truncated"();
