// generated/cli/: the command `svc` (package.json `bin`), built on the typed client in generated/client.
// The engine is the template source in codegen/cli/ (type-checked with the project), compiled here to
// JavaScript; what the catalog decides is the command table (commands.js), the completion scripts and
// the reference page docs/cli.md.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { compareText } from '../diagnostics.js';
import { EXIT_TABLE } from '../cli/exit-codes.js';
import type { CommandTable } from '../cli/spec.js';
import { bashCompletion, fishCompletion, zshCompletion } from './cli-completion.js';
import { commandTable } from './cli-commands.js';
import type { EmitContext } from './emit-context.js';

const TEMPLATE_DIR = fileURLToPath(new URL('../cli/', import.meta.url));
const ROOT_PACKAGE = fileURLToPath(new URL('../../package.json', import.meta.url));
/** How a template names the typed client (resolvable from codegen/cli/ and generated/cli/ alike), and how the output does. */
const CLIENT_IMPORT = '../../generated/client/index.js';
const CLIENT_IMPORT_OUT = '../client/index.js';

function compileTemplate(name: string, text: string): string {
  const out = ts.transpileModule(text, {
    fileName: name,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, verbatimModuleSyntax: false, removeComments: false, newLine: ts.NewLineKind.LineFeed },
  });
  return out.outputText.split(`'${CLIENT_IMPORT}'`).join(`'${CLIENT_IMPORT_OUT}'`).replace(/\n\/\/# sourceMappingURL=.*$/, '').trimEnd();
}

function docsPage(ctx: EmitContext, table: CommandTable): string {
  let out = `<!-- ${ctx.header.replace(/^\/\/ /, '')} -->\n\n# The command line: svc\n\n`;
  out += '`svc` calls every action of this API from a terminal or a script: `svc <noun> <verb> [ids] [options]`. It is written from the catalog with the typed client (`generated/client`), so every action, token and choice here is a command, option or completion there.\n\n';
  out += '```sh\nnpm install                                   # in the checkout: installs svc with the server\nnpx svc login --url http://127.0.0.1:8080 --login superadmin --tenant \'*\'\nnpx svc user list --filter name~ali% --fields id,name --order -name\n```\n\n';
  out += '`npm install -g <checkout>` (or `npm link` in it) puts `svc` on the PATH.\n\n';
  out += '## Credentials and profiles\n\n';
  out += '- `svc login --url URL --login NAME [--tenant T] [--password P] [--totp CODE]` logs in, makes an API token for the command (`api_token_create`) and ends the session: the profile holds the token, never the password. Where the server makes no token for the caller, or with `--session`, it holds the session id.\n';
  out += '- Profiles live in `$XDG_CONFIG_HOME/svc/profiles.json` (`~/.config/svc/profiles.json` without it), mode 0600 in a 0700 folder. `--profile NAME` (or `SVC_PROFILE`) picks one; the last login is used otherwise. `svc profiles` lists them.\n';
  out += '- `svc logout [--profile NAME]` revokes the token (or ends the session) and removes the profile.\n';
  out += '- For CI, no file: `SVC_URL` with `SVC_TOKEN` (an API token), or `SVC_URL` with `SVC_LOGIN`, `SVC_PASSWORD` and `SVC_TENANT` (credentials sent with each call, no session).\n\n';
  out += '| Variable | Meaning |\n|---|---|\n';
  out += '| `SVC_URL` | the server; with `SVC_TOKEN` or `SVC_LOGIN` no profile is read |\n';
  out += '| `SVC_TOKEN` | an API token (`svca_...`, from `svc api-token create` or `api_token_create`) |\n';
  out += '| `SVC_LOGIN`, `SVC_PASSWORD`, `SVC_TENANT` | credentials sent with each call (no session is made); also what `svc login` takes when its options are not given |\n';
  out += '| `SVC_PROFILE` | the profile to use, as `--profile` |\n';
  out += '| `SVC_TIMEOUT` | the seconds a call may take, as `--timeout` (120 by default) |\n';
  out += '| `XDG_CONFIG_HOME` | where the profile file lives (`$XDG_CONFIG_HOME/svc/profiles.json`) |\n';
  out += '| `NO_COLOR` | no colours in tables and messages |\n\n';
  out += '## Options of the actions\n\n';
  out += '| Option | Meaning |\n|---|---|\n';
  out += '| `[ids...]` | the records with these ids (the `id` filter) |\n';
  out += '| `-f, --filter TOKEN OP VALUE` | repeatable: `name~ali%` (like, `%` any text), `id=3`, `id=3,4` (any of), `blocked!=1`, `id>=10`, `<`, `>`, `<=`; values typed by the token |\n';
  out += '| `-w, --where JSON` | filters as the API\'s JSON object, e.g. `{"-or":["name","a","name","b"]}`; merged with `--filter` |\n';
  out += '| `--fields a,b` | the columns; `--order -name` sorts (`-` descending); `--limit N` rows per page, `--page P` from 1 |\n';
  out += '| `--all` | every page, streamed as it comes (JSON lines with `-o json`) |\n';
  out += '| `--watch` | live actions: the list again after every change, until Ctrl-C; a dropped socket is opened again on its own (a note on stderr: `reconnected after N s`), showing the current list |\n';
  out += '| `--NAME VALUE` | the action\'s argument NAME (`tenant_id` → `--tenant-id`), typed and checked against its choices (`null` clears a nullable one); `--property key=value` and `--delete-property key` for custom properties; special arguments take JSON |\n';
  out += '| `-y, --yes` | a write whose filters may select more than one record is first rehearsed by the server (a dry run, which changes nothing) to count the records it would change, and the count is shown before the question; `--yes` neither counts nor asks, and without a terminal the write is refused (exit 3) unless given |\n';
  out += '| `--dry-run` | writes: the server rehearses the call and changes nothing; stderr says what the real call would do (its status, how many records, their ids, each one\'s failure) and the exit status is the real call\'s |\n';
  out += '| `--wait` | job actions: the job starts at once and is followed to its end behind a progress bar, then its failures are summed up; the exit status is the job\'s |\n';
  out += '| `-o, --output table\\|json\\|yaml\\|csv\\|ids` | an aligned table by default; `ids` prints one id a line |\n\n';
  out += 'The API\'s message and its per-record or per-argument failures go to stderr; rows to stdout. Each call is bounded by `--timeout SECONDS` (`SVC_TIMEOUT`, 120 by default); live lists and image transfers are not.\n\n';
  out += '## Exit status\n\n| Exit | When |\n|---|---|\n';
  for (const [code, when] of EXIT_TABLE) out += `| ${code} | ${when} |\n`;
  out += '\n## Completion\n\n`source <(svc completion bash)`, `source <(svc completion zsh)`, `svc completion fish | source`: nouns, verbs, options, the tokens of `--fields`, `--order` and `--filter`, and the choices of arguments.\n\n';
  if (table.transfers) {
    const { noun, action } = table.transfers;
    out += '## Image transfers\n\n';
    out += `Three commands bring a disk image's file with the arguments of \`${action}\` as options (\`--osf-id N\`, \`--property key=value\`, ...), and answer the new record:\n\n`;
    out += `- \`svc ${noun} upload FILE\` sends the file to POST /api/di/upload (\`disk_image\` defaults to the file's name).\n`;
    out += `- \`svc ${noun} download URL\` has the server download it (the WebSocket /api/di/download; \`disk_image\` defaults to the URL's last path segment). The server only reaches http and https addresses that are not private or local unless its \`SVC_DOWNLOAD_ALLOW\` lists them.\n`;
    out += `- \`svc ${noun} import-staged NAME\` has the server copy the file NAME of its staging directory (\`svc ${noun} staging\` lists them; the WebSocket /api/staging); the staging file stays.\n\n`;
    out += 'Each shows a progress bar on stderr on a terminal (the bytes the server has written, for a download or a copy; a byte count when the source tells no size); `--progress` draws it without a terminal too (a line every 200 ms, for logs), `--no-progress` never. ';
    out += 'Nothing is resumed or retried: a transfer that fails is reported with its status and exit code (2260 → 20 for a download the server could not make), and the server keeps no file and no record of it. ';
    out += 'Ctrl-C during a download or a copy closes its socket, which cancels it on the server the same way (exit 130).\n\n';
  }
  out += '## Commands\n\n| Command | Action | Description |\n|---|---|---|\n';
  for (const c of table.commands) {
    const first = (c.description.split(/(?<=\.)\s/)[0] ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
    out += `| \`svc ${c.noun} ${c.verb}\` | [\`${c.action}\`](${c.family}.md#${c.action}) | ${first} |\n`;
  }
  return out;
}

function rootVersion(): string {
  return (JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { version: string }).version;
}

export function emitCli(ctx: EmitContext): [string, string][] {
  const table = commandTable(ctx.catalog);
  const files: [string, string][] = [];
  for (const name of readdirSync(TEMPLATE_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort(compareText)) {
    const js = compileTemplate(name, readFileSync(TEMPLATE_DIR + name, 'utf8'));
    files.push([`cli/${name.replace(/\.ts$/, '.js')}`, `${ctx.header}\n// Compiled from codegen/cli/${name}.\n\n${js}\n`]);
  }
  // spec.ts holds types only, so its text is its own declaration file
  files.push(['cli/spec.d.ts', `${ctx.header}\n// Copied from codegen/cli/spec.ts.\n\n${readFileSync(TEMPLATE_DIR + 'spec.ts', 'utf8').trimEnd()}\n`]);
  files.push(['cli/commands.d.ts', `${ctx.header}\n\nimport type { CommandTable } from './spec.js';\n\nexport declare const TABLE: CommandTable;\n`]);
  files.push(['cli/commands.js', `${ctx.header}\n// The command table of svc (codegen/cli/spec.ts describes it).\n\n/** @type {import('./spec.js').CommandTable} */\nexport const TABLE = ${JSON.stringify(table, null, 1)};\n`]);
  files.push([
    'cli/svc.js',
    `#!/usr/bin/env node\n${ctx.header}\n// The command svc (package.json bin): svc <noun> <verb> [options]; svc --help lists them.\n\nimport { TABLE } from './commands.js';\nimport { main } from './program.js';\n\nprocess.exitCode = await main(TABLE, process.argv.slice(2), ${JSON.stringify(rootVersion())});\n`,
  ]);
  files.push(['cli/completion/svc.bash', bashCompletion(table, ctx.header)]);
  files.push(['cli/completion/svc.zsh', zshCompletion(table, ctx.header)]);
  files.push(['cli/completion/svc.fish', fishCompletion(table, ctx.header)]);
  files.push(['docs/cli.md', docsPage(ctx, table)]);
  return files;
}
