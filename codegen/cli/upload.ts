// `svc di upload FILE`: the file streamed to POST /api/di/upload with the create action's arguments as
// options, behind a progress bar on stderr (on a terminal, or always with --progress). A failed upload
// is reported and left: nothing is resumed or retried without being asked.
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { EXIT } from './exit-codes.js';
import { Printer, recordsOf, type Format } from './output.js';
import { buildParams, UsageError, type RequestOptions } from './request.js';
import { connect, reportError, type Io } from './run-action.js';
import type { CommandSpec } from './spec.js';

/** The argument naming the image, which defaults to the file's name. */
const IMAGE_NAME_ARGUMENT = 'disk_image';

interface UploadOptions extends RequestOptions {
  output?: Format;
  progress?: boolean;
  profile?: string;
}

async function* counted(path: string, onBytes: (n: number) => void): AsyncIterable<Uint8Array> {
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    yield chunk;
  }
}

export async function runUpload(spec: CommandSpec, file: string, options: UploadOptions, io: Io): Promise<number> {
  try {
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      throw new UsageError(`${file}: no such file to upload`);
    }
    const params = buildParams(spec, [], options);
    const args = { [IMAGE_NAME_ARGUMENT]: basename(file), ...params.arguments };
    const client = connect(options.profile, io);
    if (!client) return EXIT.noProfile;
    const show = options.progress === true || process.stderr.isTTY === true;
    const bar = show
      ? new cliProgress.SingleBar(
          { format: `${basename(file)} [{bar}] {percentage}% {value}/{total} bytes {eta_formatted}`, noTTYOutput: true, notTTYSchedule: 200, stream: process.stderr },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(size, 0);
    let sent = 0;
    let answer: Record<string, unknown>;
    try {
      answer = await client.uploadDiskImage(counted(file, (n) => bar?.update((sent += n))), args, basename(file));
    } finally {
      bar?.stop();
    }
    const printer = new Printer(options.output ?? 'table', undefined, false, io.out);
    printer.page(recordsOf(answer));
    printer.finish();
    io.err(`${String(answer['message'] ?? 'done')}: ${sent} bytes sent\n`);
    return EXIT.ok;
  } catch (err) {
    return reportError(err, io);
  }
}

/** Adds `upload <file>` to the noun of the create action whose arguments it takes. */
export function upload(noun: Command, spec: CommandSpec, io: Io): void {
  const cmd = noun
    .command('upload')
    .description(`Send a disk image file to the server (POST /api/di/upload), with the arguments of ${spec.action}`)
    .argument('<file>', 'the image file');
  for (const arg of spec.arguments) {
    if (arg.properties) {
      cmd.option('--property <key=value>', 'a custom property, repeatable', (v: string, p: string[] | undefined) => [...(p ?? []), v]);
      continue;
    }
    const named = arg.name === IMAGE_NAME_ARGUMENT;
    const option = cmd.createOption(`--${arg.option} <value>`, named ? `argument ${arg.name} (default: the file's name)` : `argument ${arg.name} (${arg.type}${arg.mandatory ? ', mandatory' : ''})`);
    if (arg.choices) option.choices(arg.choices.map(String));
    if (arg.mandatory && !named) option.makeOptionMandatory();
    cmd.addOption(option);
  }
  cmd.option('--progress', 'draw the progress bar even when stderr is no terminal');
  cmd.option('-o, --output <format>', 'table, json, yaml, csv or ids');
  cmd.action(async (file: string, _options: unknown, self: Command) => {
    process.exitCode = await runUpload(spec, file, self.optsWithGlobals<UploadOptions>(), io);
  });
}
