-- Tenant cache invalidation (platform/tenancy/tenant-cache.ts). Every committed change to a row that a
-- server process may keep in its tenant cache sends NOTIFY hondana_tenant_changed '<table>:<company id>'.
-- A trigger rather than a notify in each write path: it also covers admin screens not written yet, the
-- seed, scripts and hand-made SQL. NOTIFY is delivered on commit only, and identical payloads of one
-- transaction are sent once, so a bulk update costs one message per company and table.
CREATE FUNCTION "notify_tenant_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_company text;
  new_company text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_company := CASE WHEN TG_TABLE_NAME = 'companies' THEN to_jsonb(OLD) ->> 'id' ELSE to_jsonb(OLD) ->> 'company_id' END;
    PERFORM pg_notify('hondana_tenant_changed', TG_TABLE_NAME || ':' || old_company);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_company := CASE WHEN TG_TABLE_NAME = 'companies' THEN to_jsonb(NEW) ->> 'id' ELSE to_jsonb(NEW) ->> 'company_id' END;
    IF new_company IS DISTINCT FROM old_company THEN
      PERFORM pg_notify('hondana_tenant_changed', TG_TABLE_NAME || ':' || new_company);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'companies', 'services',
    'layout_settings', 'header_settings', 'body_settings', 'footer_settings', 'footer_links',
    'input_settings', 'banner_settings', 'banner_slides', 'custom_login_settings',
    'content_search_result_settings', 'sort_fields', 'new_information', 'content_groups', 'terms'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_tenant_change()',
      watched || '_notify_tenant_change', watched);
  END LOOP;
END;
$$;
