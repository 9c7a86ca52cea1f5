// `svc di upload FILE`: the file streamed to POST /api/di/upload with the create action's arguments as
// options, behind a progress bar on stderr (byte-bar.ts). A failed upload is reported and left: nothing
// is resumed or retried without being asked.
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { byteBar, showsBar } from './byte-bar.js';
import { EXIT } from './exit-codes.js';
import { FORMATS, Printer, recordsOf, type Format } from './output.js';
import { buildParams, UsageError, type Json, type RequestOptions } from './request.js';
import { connect, reportError, type Io } from './run-action.js';
import type { CommandSpec } from './spec.js';

/** The argument naming the image, which defaults to the file's name (or the URL's last segment). */
export const IMAGE_NAME_ARGUMENT = 'disk_image';

export interface TransferCommandOptions extends RequestOptions {
  output?: Format;
  progress?: boolean;
  profile?: string;
}

/** The create action's arguments from the options, `disk_image` defaulting to `defaultName`. */
export function imageArguments(spec: CommandSpec, options: TransferCommandOptions, defaultName: string | undefined): Record<string, Json> {
  const params = buildParams(spec, [], options);
  const args: Record<string, Json> = { ...(defaultName !== undefined ? { [IMAGE_NAME_ARGUMENT]: defaultName } : {}), ...params.arguments };
  if (args[IMAGE_NAME_ARGUMENT] === undefined) throw new UsageError(`--${IMAGE_NAME_ARGUMENT.replace(/_/g, '-')} is needed: the image's name cannot be taken from what was given`);
  return args;
}

/**
 * A transfer command of the create action (upload, download, import-staged): the action's arguments as
 * options (`disk_image` optional, its default said by `nameDefault`; none when undefined, as the command's
 * own argument gives it), --property, the progress options
 * and the output format.
 */
export function transferCommand(noun: Command, verb: string, spec: CommandSpec, nameDefault: string | undefined): Command {
  const cmd = noun.command(verb);
  for (const arg of spec.arguments) {
    if (arg.properties) {
      cmd.option('--property <key=value>', 'a custom property, repeatable', (v: string, p: string[] | undefined) => [...(p ?? []), v]);
      continue;
    }
    if (arg.name === IMAGE_NAME_ARGUMENT && nameDefault === undefined) continue; // the command's own argument gives it
    const named = arg.name === IMAGE_NAME_ARGUMENT;
    const option = cmd.createOption(`--${arg.option} <value>`, named ? `argument ${arg.name} (default: ${nameDefault})` : `argument ${arg.name} (${arg.type}${arg.mandatory ? ', mandatory' : ''})`);
    if (arg.choices) option.choices(arg.choices.map(String));
    if (arg.mandatory && !named) option.makeOptionMandatory();
    cmd.addOption(option);
  }
  cmd.option('--progress', 'draw the progress bar even when stderr is no terminal');
  cmd.option('--no-progress', 'draw no progress bar, even on a terminal');
  cmd.addOption(cmd.createOption('-o, --output <format>', 'table, json, yaml, csv or ids').choices(FORMATS));
  return cmd;
}

/** Prints the created record and the closing line of a transfer. */
export function printCreated(answer: Record<string, unknown>, options: TransferCommandOptions, io: Io, moved: string): void {
  const printer = new Printer(options.output ?? 'table', undefined, false, io.out);
  printer.page(recordsOf(answer));
  printer.finish();
  io.err(`${String(answer['message'] ?? 'done')}: ${moved}\n`);
}

async function* counted(path: string, onBytes: (n: number) => void): AsyncIterable<Uint8Array> {
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    yield chunk;
  }
}

export async function runUpload(spec: CommandSpec, file: string, options: TransferCommandOptions, io: Io): Promise<number> {
  try {
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      throw new UsageError(`${file}: no such file to upload`);
    }
    const args = imageArguments(spec, options, basename(file));
    const client = connect(options.profile, io);
    if (!client) return EXIT.noProfile;
    const bar = byteBar(basename(file), showsBar(options.progress));
    bar.update(0, size);
    let sent = 0;
    let answer: Record<string, unknown>;
    try {
      answer = await client.uploadDiskImage(counted(file, (n) => bar.update((sent += n), size)), args, basename(file));
    } finally {
      bar.stop();
    }
    printCreated(answer, options, io, `${sent} bytes sent`);
    return EXIT.ok;
  } catch (err) {
    return reportError(err, io);
  }
}

/** Adds `upload <file>` to the noun of the create action whose arguments it takes. */
export function upload(noun: Command, spec: CommandSpec, io: Io): void {
  transferCommand(noun, 'upload', spec, "the file's name")
    .description(`Send a disk image file to the server (POST /api/di/upload), with the arguments of ${spec.action}`)
    .argument('<file>', 'the image file')
    .action(async (file: string, _options: unknown, self: Command) => {
      process.exitCode = await runUpload(spec, file, self.optsWithGlobals<TransferCommandOptions>(), io);
    });
}
