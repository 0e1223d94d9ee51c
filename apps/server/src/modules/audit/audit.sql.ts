import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/** The console's audit log is history: every change staff made, written once and kept as written. */
export const AUDIT_SQL: SqlDefinitions = {
  functions: [],
  triggers: {
    admin_audit_append_only:
      "CREATE TRIGGER admin_audit_append_only BEFORE DELETE OR UPDATE OR TRUNCATE ON public.admin_audit FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('written entries')",
  },
};
