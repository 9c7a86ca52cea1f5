// The command table the generator writes from the catalog (generated/cli/commands.js): one entry per
// action, with the words that name it, its tokens and their types. The command-line client reads only
// this table, so a new action or token in the catalog is a new command or option after `make gen`.

/** How an option's text becomes a JSON value of the request. */
export type ValueType = 'integer' | 'string' | 'flag' | 'date' | 'password' | 'json' | 'counter';

export interface TokenSpec {
  name: string;
  type: ValueType;
  /** The word `null` sends null (clears the value). */
  nullable?: boolean;
  /** Accepted values, when the catalog lists them (offered by completion and checked before sending). */
  choices?: (string | number)[];
}

/** An argument of the action, given as `--<option> <value>`. */
export interface ArgumentSpec extends TokenSpec {
  /** The option's name without its dashes (the argument's name with hyphens, `__x__` → `x`). */
  option: string;
  mandatory: boolean;
  /**
   * Custom properties given as `--property key=value` (`set`: the object of a create; `changes`: the
   * `{set, delete}` of an update, with `--delete-property key`).
   */
  properties?: 'set' | 'changes';
}

export interface ExampleSpec {
  title: string;
  /** The command's words and options after `svc`, as a person types them. */
  argv: string[];
}

export interface CommandSpec {
  action: string;
  noun: string;
  verb: string;
  family: string;
  kind: string;
  description: string;
  /** The action's filters; `id` among them also takes positional ids. */
  filters: TokenSpec[];
  mandatoryFilters: string[];
  fields: string[];
  orderBy: string[];
  arguments: ArgumentSpec[];
  /** A write that may select several records through its filters: confirmed when it does. */
  confirm: boolean;
  /** Changes data: takes `--dry-run` (the server rehearses the call and changes nothing). */
  writes: boolean;
  /** Runs as a job on the server: takes `--wait` (started at once, followed to its end). */
  job: boolean;
  /** The action that counts what the filters select before such a write (an all_ids or list of the object). */
  count?: { action: string; filters: string[] };
  /** Pages of rows (offset/block) make sense. */
  paged: boolean;
  /** Answers again after each change on /api/ws (`--watch`). */
  live: boolean;
  /** Refused to an API token: needs a session profile. */
  sessionsOnly: boolean;
  examples: ExampleSpec[];
}

export interface NounSpec {
  noun: string;
  description: string;
}

export interface CommandTable {
  nouns: NounSpec[];
  commands: CommandSpec[];
  /**
   * The create action whose arguments the image transfers take: `svc <noun> upload FILE` (POST
   * /api/di/upload), `download URL` (/api/di/download) and `import-staged NAME` (/api/staging).
   */
  transfers?: { noun: string; action: string };
}
