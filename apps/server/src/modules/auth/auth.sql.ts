import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * Members' sign-ins are history: never rewritten, and none younger than 30 days removed (a break-in's
 * traces stay); retention removes them after SIGN_IN_DAYS.
 */
export const AUTH_SQL: SqlDefinitions = {
  functions: [],
  triggers: {
    sign_ins_append_only:
      "CREATE TRIGGER sign_ins_append_only BEFORE UPDATE OR TRUNCATE ON public.sign_ins FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('written entries')",
    sign_ins_kept:
      "CREATE TRIGGER sign_ins_kept BEFORE DELETE ON public.sign_ins FOR EACH ROW WHEN ((old.at > (now() - '30 days'::interval))) EXECUTE FUNCTION refuse_change('sign-ins of the last 30 days')",
  },
};
