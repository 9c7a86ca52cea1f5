// The command `svc`: one sub-command per catalog action, `svc <noun> <verb>`, built with commander
// from the generated command table, plus login, logout, profiles and completion. Exit statuses:
// exit-codes.ts.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { EXIT } from './exit-codes.js';
import { login, logout, listProfiles } from './login.js';
import { FORMATS } from './output.js';
import { runAction, type ActionOptions, type Io } from './run-action.js';
import type { CommandSpec, CommandTable } from './spec.js';
import { serverTransfers } from './server-transfer.js';
import { upload } from './upload.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function outputOption(): Option {
  return new Option('-o, --output <format>', 'table on a terminal; json, yaml, csv or ids for scripts').choices(FORMATS);
}

function helpExamples(command: CommandSpec): string {
  if (command.examples.length === 0) return '';
  const lines = command.examples.map((e) => `  # ${e.title}\n  $ svc ${e.argv.map(shellWord).join(' ')}`);
  return `\nExamples:\n${lines.join('\n')}\n`;
}

/** A word as a shell reads it back: quoted when it holds anything but plain characters. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function addActionCommand(parent: Command, spec: CommandSpec, io: Io): void {
  const cmd = parent.command(spec.verb).description(spec.description || spec.action).summary(`${spec.description.split(/(?<=\.)\s/)[0] ?? ''} (${spec.action})`.trim());
  const hasId = spec.filters.some((f) => f.name === 'id');
  if (hasId) cmd.argument('[ids...]', 'the ids of the records (the filter id)');
  if (spec.filters.length > 0) {
    cmd.option('-f, --filter <token-op-value>', `a condition, repeatable: name~ali% (like), id=3, id=3,4, blocked!=1, id>=10; tokens: ${spec.filters.map((f) => f.name).join(', ')}`, collect);
    cmd.option('-w, --where <json>', 'filters as the API\'s JSON object, e.g. \'{"-or":["name","a","name","b"]}\'');
  }
  if (spec.fields.length > 0) cmd.option('--fields <tokens>', `the columns, separated by commas: ${spec.fields.join(', ')}`);
  if (spec.orderBy.length > 0) cmd.option('--order <tokens>', `sort by these, '-' first for descending (e.g. -name): ${spec.orderBy.join(', ')}`);
  if (spec.paged) {
    cmd.option('--limit <n>', 'rows per page');
    cmd.option('--page <n>', 'the page, from 1');
    cmd.option('--all', 'every page, streamed (JSON lines with -o json)');
  }
  if (spec.live) cmd.option('--watch', 'show the list again after every change, until Ctrl-C');
  for (const arg of spec.arguments) {
    if (arg.properties) {
      cmd.option('--property <key=value>', 'a custom property, repeatable', collect);
      if (arg.properties === 'changes') cmd.option('--delete-property <key>', 'remove a custom property, repeatable', collect);
      continue;
    }
    const kind = arg.type === 'json' ? 'json' : arg.type === 'flag' ? '0|1' : arg.type === 'integer' ? 'n' : arg.type === 'date' ? 'YYYY-MM-DDThh:mm:ss' : 'value';
    const option = new Option(`--${arg.option} <${kind}>`, `argument ${arg.name} (${arg.type}${arg.mandatory ? ', mandatory' : ''})`);
    if (arg.choices) option.choices(arg.choices.map(String));
    if (arg.mandatory) option.makeOptionMandatory();
    cmd.addOption(option);
  }
  if (spec.confirm) cmd.option('-y, --yes', 'go on without asking when the filters select several records');
  if (spec.writes) cmd.option('--dry-run', 'change nothing: the server rehearses the call and says what it would do (the records it selects, each one\'s failure); exits as the real call would');
  if (spec.job) cmd.option('--wait', 'start the job at once and follow it to its end with a progress bar, then sum up its failures; exits as the job ended');
  cmd.addOption(outputOption());
  cmd.addHelpText('after', helpExamples(spec));
  cmd.action(async (...args: unknown[]) => {
    const self = args[args.length - 1] as Command;
    const ids = hasId ? ((args[0] as string[] | undefined) ?? []) : [];
    process.exitCode = await runAction(spec, ids, self.optsWithGlobals<ActionOptions>(), io);
  });
}

/** The noun a command line names (its first word that is no option), to build only that noun's verbs. */
function nounOf(argv: readonly string[], table: CommandTable): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--profile') i++;
    else if (!word.startsWith('-')) return table.nouns.some((n) => n.noun === word) ? word : undefined;
  }
  return undefined;
}

export function buildProgram(table: CommandTable, io: Io, version: string, argv: readonly string[] = []): Command {
  const program = new Command('svc')
    .description('The administration API from a terminal: svc <noun> <verb> [options]. `svc login` first.')
    .version(version)
    .option('--profile <name>', 'the saved server and credentials to use (default: the last login; SVC_PROFILE)')
    .option('--timeout <seconds>', 'the longest a call may take (SVC_TIMEOUT; default 120; live lists and uploads have none)')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showSuggestionAfterError(true);
  program
    .command('login')
    .description('Log in and save the server and an API token (or a session) in the profile file (0600)')
    .option('--url <url>', 'the server, e.g. https://admin.example.com (SVC_URL)')
    .option('--login <name>', 'the administrator (SVC_LOGIN)')
    .option('--password <password>', 'asked on the terminal when not given (SVC_PASSWORD)')
    .option('--tenant <name>', 'the tenant, `*` for a superadministrator (SVC_TENANT)')
    .option('--totp <code>', 'the second factor\'s code, when the administrator has one')
    .option('--session', 'keep a session instead of making an API token')
    .action(async (_options: unknown, self: Command) => {
      process.exitCode = await login(self.optsWithGlobals(), io);
    });
  program
    .command('logout')
    .description('Revoke the profile\'s API token (or end its session) and remove the profile')
    .action(async (_options: unknown, self: Command) => {
      process.exitCode = await logout(self.optsWithGlobals(), io);
    });
  program
    .command('profiles')
    .description('List the saved profiles (* the one used without --profile)')
    .action(() => {
      process.exitCode = listProfiles(io);
    });
  program
    .command('completion')
    .description('Print the completion script of a shell: source <(svc completion bash)')
    .addArgument(new Command().createArgument('<shell>', 'bash, zsh or fish').choices(SHELLS))
    .action((shell: string) => {
      io.out(readFileSync(new URL(`./completion/svc.${shell}`, import.meta.url), 'utf8'));
    });
  const nouns = new Map<string, Command>();
  for (const noun of table.nouns) {
    nouns.set(noun.noun, program.command(noun.noun).description(noun.description).summary(noun.description.split(/(?<=\.)\s/)[0] ?? noun.noun));
  }
  // a command line naming a noun needs only that noun's verbs: the others are not built (start-up time)
  const only = nounOf(argv, table);
  for (const spec of table.commands) if (!only || spec.noun === only) addActionCommand(nouns.get(spec.noun)!, spec, io);
  if (table.transfers && (!only || only === table.transfers.noun)) {
    const spec = table.commands.find((c) => c.action === table.transfers!.action)!;
    upload(nouns.get(table.transfers.noun)!, spec, io);
    serverTransfers(nouns.get(table.transfers.noun)!, spec, io);
  }
  return program;
}

/** Runs the command line; answers the exit status. */
export async function main(table: CommandTable, argv: readonly string[], version: string): Promise<number> {
  const io: Io = {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    interactive: process.stdin.isTTY === true,
    terminal: process.stdout.isTTY === true,
  };
  // a reader that stops early (`svc user list | head`) closes the pipe: the command ends quietly
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(EXIT.ok);
    throw err;
  });
  const program = buildProgram(table, io, version, argv);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw err;
  }
}
