/**
 * The database functions and triggers the code relies on, as text (issue 26, part 4): each owner
 * keeps the current definition of its own in a `<owner>.sql.ts` file; a migration copies the text
 * when it changes (migrations are history and never import these files); `sql-definitions.test.ts`
 * compares the migrated database with every file, so the two cannot drift apart.
 */
export interface SqlFunction {
  name: string;
  /** The arguments as PostgreSQL writes them back (pg_get_function_identity_arguments). */
  args: string;
  /** What `returns` says, as written in the create statement. */
  returns: string;
  language: 'plpgsql' | 'sql';
  /** Anything between the language and the body (`immutable parallel safe`). */
  options?: string;
  /** The body, between the dollar quotes. */
  body: string;
}

export interface SqlDefinitions {
  functions: SqlFunction[];
  /** Each trigger as PostgreSQL writes it back (pg_get_triggerdef), by name. */
  triggers: Record<string, string>;
}

/** The statement that (re)creates a function from its definition. */
export function createFunction(f: SqlFunction): string {
  return `create or replace function ${f.name}(${f.args}) returns ${f.returns}
    language ${f.language} ${f.options ?? ''} as $body$${f.body}$body$`;
}

/** Whitespace-insensitive text, for comparing a definition with what the database holds. */
export function normaliseSql(text: string): string {
  return text
    .replace(/--[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
