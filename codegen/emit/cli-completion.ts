// Completion scripts of `svc` for bash, zsh and fish, written from the command table: nouns, verbs,
// each command's options, the tokens of --fields/--order/--filter, and the choices of enum arguments.
// Static text, so completing never starts the command nor asks the server.
import type { CommandSpec, CommandTable } from '../cli/spec.js';
import { TRANSFER_VERBS } from './cli-commands.js';

const BUILTINS = ['login', 'logout', 'profiles', 'completion'];
const FORMATS = 'table json yaml csv ids';

function optionsOf(c: CommandSpec, transfer?: (typeof TRANSFER_VERBS)[number]): string[] {
  const out: string[] = [];
  const action = transfer === undefined;
  if (c.filters.length > 0 && action) out.push('--filter', '--where');
  if (c.fields.length > 0 && action) out.push('--fields');
  if (c.orderBy.length > 0 && action) out.push('--order');
  if (c.paged && action) out.push('--limit', '--page', '--all');
  if (c.live && action) out.push('--watch');
  for (const a of c.arguments) {
    if (a.properties) {
      out.push('--property');
      if (a.properties === 'changes' && action) out.push('--delete-property');
    } else if (!(transfer === 'import-staged' && a.name === 'disk_image')) out.push(`--${a.option}`);
  }
  if (c.confirm && action) out.push('--yes');
  if (c.writes && action) out.push('--dry-run');
  if (c.job && action) out.push('--wait');
  if (!action) out.push('--progress', '--no-progress');
  out.push('--output', '--profile', '--timeout', '--help');
  return out;
}

/** option → the words it completes to, for one command. */
function valuesOf(c: CommandSpec): [string, string[]][] {
  const out: [string, string[]][] = [];
  if (c.fields.length > 0) out.push(['--fields', c.fields]);
  if (c.orderBy.length > 0) out.push(['--order', c.orderBy]);
  if (c.filters.length > 0) out.push(['--filter', c.filters.map((f) => f.name)]);
  for (const a of c.arguments) if (a.choices) out.push([`--${a.option}`, a.choices.map(String)]);
  for (const a of c.arguments) if (!a.choices && a.type === 'flag') out.push([`--${a.option}`, ['0', '1']]);
  return out;
}

interface Entry {
  noun: string;
  verb: string;
  options: string[];
  values: [string, string[]][];
}

function entries(table: CommandTable): Entry[] {
  const list = table.commands.map((c) => ({ noun: c.noun, verb: c.verb, options: optionsOf(c), values: valuesOf(c) }));
  if (table.transfers) {
    const c = table.commands.find((x) => x.action === table.transfers!.action)!;
    for (const verb of TRANSFER_VERBS) {
      list.push({ noun: table.transfers.noun, verb, options: optionsOf(c, verb), values: valuesOf(c).filter(([o]) => o.startsWith('--') && !['--fields', '--order', '--filter'].includes(o)) });
    }
  }
  return list;
}

function verbsByNoun(list: Entry[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const e of list) map.set(e.noun, [...(map.get(e.noun) ?? []), e.verb]);
  return map;
}

export function bashCompletion(table: CommandTable, header: string): string {
  const list = entries(table);
  const nouns = verbsByNoun(list);
  let out = `# ${header.replace(/^\/\/ /, '')}\n# bash completion of svc: source <(svc completion bash)\n`;
  out += `_svc() {\n  local cur prev w i noun verb pos=0\n  cur="\${COMP_WORDS[COMP_CWORD]}"\n  prev="\${COMP_WORDS[COMP_CWORD-1]}"\n`;
  out += `  for ((i = 1; i < COMP_CWORD; i++)); do\n    w="\${COMP_WORDS[i]}"\n    case "$w" in\n      --profile|-o|--output|--filter|-f|--where|-w|--fields|--order|--limit|--page|--property|--delete-property|--timeout) ((i++)); continue;;\n      -*) continue;;\n    esac\n    if ((pos == 0)); then noun="$w"; elif ((pos == 1)); then verb="$w"; fi\n    ((pos++))\n  done\n`;
  out += `  if [[ "$prev" == "--output" || "$prev" == "-o" ]]; then COMPREPLY=($(compgen -W "${FORMATS}" -- "$cur")); return; fi\n`;
  out += `  if ((pos == 0)); then COMPREPLY=($(compgen -W "${[...BUILTINS, ...nouns.keys()].join(' ')} --profile --timeout --help --version" -- "$cur")); return; fi\n`;
  out += `  if ((pos == 1)); then\n    case "$noun" in\n`;
  out += `      completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"));;\n`;
  for (const [noun, verbs] of nouns) out += `      ${noun}) COMPREPLY=($(compgen -W "${verbs.join(' ')}" -- "$cur"));;\n`;
  out += `    esac\n    return\n  fi\n`;
  out += `  local head="" list=""\n  if [[ "$cur" == *,* ]]; then head="\${cur%,*},"; fi\n`;
  out += `  case "$noun $verb" in\n`;
  for (const e of list) {
    out += `    "${e.noun} ${e.verb}")\n      case "$prev" in\n`;
    for (const [option, words] of e.values) {
      const comma = option === '--fields' || option === '--order';
      out += comma
        ? `        ${option}) list="${words.join(' ')}"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "\${cur##*,}")); compopt -o nospace 2>/dev/null; return;;\n`
        : `        ${option}) COMPREPLY=($(compgen -W "${words.join(' ')}" -- "$cur")); return;;\n`;
    }
    out += `      esac\n      COMPREPLY=($(compgen -W "${e.options.join(' ')}" -- "$cur"));;\n`;
  }
  out += `  esac\n}\ncomplete -F _svc svc\n`;
  return out;
}

export function zshCompletion(table: CommandTable, header: string): string {
  // zsh runs the bash function through its bashcompinit layer: one grammar for both shells
  let out = `#compdef svc\n# ${header.replace(/^\/\/ /, '')}\n# zsh completion of svc: source <(svc completion zsh)\n`;
  // compinit only where the shell has not run it (compdef undefined): running it again costs a second
  out += '(( $+functions[compdef] )) || { autoload -U +X compinit && compinit -u }\nautoload -U +X bashcompinit && bashcompinit\n';
  out += bashCompletion(table, header).split('\n').filter((l) => !l.startsWith('#')).join('\n');
  return out;
}

function fishQuote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function fishCompletion(table: CommandTable, header: string): string {
  const list = entries(table);
  const nouns = verbsByNoun(list);
  let out = `# ${header.replace(/^\/\/ /, '')}\n# fish completion of svc: svc completion fish | source\n`;
  out += 'function __svc_words\n  set -l words (commandline -opc)\n  set -e words[1]\n  set -l out\n  set -l skip 0\n  for w in $words\n    if test $skip -eq 1\n      set skip 0\n      continue\n    end\n    switch $w\n      case --profile -o --output --filter -f --where -w --fields --order --limit --page --property --delete-property --timeout\n        set skip 1\n      case \'-*\'\n      case \'*\'\n        set -a out $w\n    end\n  end\n  if test (count $out) -gt 0\n    printf \'%s\\n\' $out\n  end\nend\n';
  out += 'function __svc_at\n  set -l w (__svc_words)\n  test (count $w) -eq $argv[1]\nend\n';
  out += 'function __svc_is\n  set -l w (__svc_words)\n  test (count $w) -ge 2; and test "$w[1]" = $argv[1]; and test "$w[2]" = $argv[2]\nend\n';
  out += 'function __svc_noun\n  set -l w (__svc_words)\n  test (count $w) -eq 1; and test "$w[1]" = $argv[1]\nend\n';
  out += 'complete -c svc -f\n';
  out += `complete -c svc -l profile -r -d 'saved server and credentials'\n`;
  out += `complete -c svc -l timeout -r -d 'seconds a call may take'\n`;
  out += `complete -c svc -s o -l output -x -a '${FORMATS}'\n`;
  for (const b of BUILTINS) out += `complete -c svc -n '__svc_at 0' -a ${b}\n`;
  out += `complete -c svc -n '__svc_noun completion' -a 'bash zsh fish'\n`;
  for (const noun of nouns.keys()) {
    const desc = table.nouns.find((n) => n.noun === noun)?.description.split(/(?<=\.)\s/)[0] ?? '';
    out += `complete -c svc -n '__svc_at 0' -a ${noun} -d ${fishQuote(desc.slice(0, 80))}\n`;
  }
  for (const [noun, verbs] of nouns) out += `complete -c svc -n '__svc_noun ${noun}' -a ${fishQuote(verbs.join(' '))}\n`;
  for (const e of list) {
    const cond = `'__svc_is ${e.noun} ${e.verb}'`;
    const valued = new Map(e.values);
    for (const option of e.options) {
      if (option === '--output' || option === '--profile' || option === '--timeout') continue;
      const words = valued.get(option);
      const flag = ['--all', '--watch', '--yes', '--help', '--progress', '--no-progress', '--dry-run', '--wait'].includes(option);
      out += `complete -c svc -n ${cond} -l ${option.slice(2)}${flag ? '' : words ? ` -x -a ${fishQuote(words.join(' '))}` : ' -r'}\n`;
    }
  }
  return out;
}
