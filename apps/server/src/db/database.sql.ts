import type { SqlDefinitions } from './sql-definitions.ts';

/**
 * What the database does for every module: it announces changes to the rows processes keep in
 * memory (the change feed, db/change-feed.ts; each memo's reads are checked against these triggers
 * by cache-contract.test.ts), it refuses to remove or renumber the rows money and rounds refer to,
 * and it checks the texts kept per language (db/texts.ts).
 */
export const DB_SQL: SqlDefinitions = {
  functions: [
    {
      name: 'notify_change',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    declare
      row_id text;
    begin
      if tg_table_name in ('sessions', 'play_limits', 'play_settings') then
        row_id := coalesce(new.user_id, old.user_id)::text;
      elsif tg_table_name = 'app_settings' then row_id := '';
      elsif tg_table_name = 'rounds' then row_id := new.game_type::text;
      else row_id := coalesce(new.id, old.id)::text;
      end if;
      perform pg_notify('roundhouse_changes', tg_table_name || ':' || row_id);
      return null;
    end `,
    },
    {
      name: 'refuse_removal',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    begin
      raise exception using errcode = 'restrict_violation',
        message = format('%s are never removed and their ids never change (%s)', tg_table_name, tg_op);
    end `,
    },
    {
      name: 'refuse_change',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    begin
      raise exception using errcode = 'restrict_violation',
        message = format('%s: %s never change', tg_table_name, tg_argv[0]);
    end `,
    },
    {
      // The check of every text-per-language column (decision 031): an object with the fallback
      // language's text, every text a string of a length between low and high.
      name: 'texts_within',
      args: 'texts jsonb, low integer, high integer',
      returns: 'boolean',
      language: 'sql',
      options: 'immutable',
      body: `
      select jsonb_typeof(texts) = 'object' and texts ? 'en' and not exists (
        select 1 from jsonb_each(texts) e
        where jsonb_typeof(e.value) <> 'string' or length(e.value #>> '{}') not between low and high)
    `,
    },
  ],
  triggers: {
    accounts_kept:
      'CREATE TRIGGER accounts_kept BEFORE DELETE OR UPDATE OF id OR TRUNCATE ON public.accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal()',
    app_settings_changed:
      'CREATE TRIGGER app_settings_changed AFTER INSERT OR DELETE OR UPDATE ON public.app_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_change()',
    play_limits_changed:
      'CREATE TRIGGER play_limits_changed AFTER INSERT OR DELETE OR UPDATE ON public.play_limits FOR EACH ROW EXECUTE FUNCTION notify_change()',
    play_settings_changed:
      'CREATE TRIGGER play_settings_changed AFTER INSERT OR DELETE OR UPDATE ON public.play_settings FOR EACH ROW EXECUTE FUNCTION notify_change()',
    rooms_changed:
      'CREATE TRIGGER rooms_changed AFTER INSERT OR DELETE OR UPDATE ON public.rooms FOR EACH ROW EXECUTE FUNCTION notify_change()',
    rooms_kept:
      'CREATE TRIGGER rooms_kept BEFORE DELETE OR UPDATE OF id OR TRUNCATE ON public.rooms FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal()',
    rounds_changed:
      'CREATE TRIGGER rounds_changed AFTER INSERT OR UPDATE OF status ON public.rounds FOR EACH ROW EXECUTE FUNCTION notify_change()',
    rounds_kept:
      'CREATE TRIGGER rounds_kept BEFORE DELETE OR UPDATE OF id OR TRUNCATE ON public.rounds FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal()',
    sessions_changed:
      'CREATE TRIGGER sessions_changed AFTER DELETE OR UPDATE OF revoked_at, expires_at, second_factor_at ON public.sessions FOR EACH ROW EXECUTE FUNCTION notify_change()',
    users_changed:
      'CREATE TRIGGER users_changed AFTER UPDATE OF status, level, role, username, password_hash, pay_password_hash, must_change_password, must_change_pay_password, totp_enabled_at ON public.users FOR EACH ROW EXECUTE FUNCTION notify_change()',
    users_kept:
      'CREATE TRIGGER users_kept BEFORE DELETE OR UPDATE OF id OR TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal()',
  },
};
