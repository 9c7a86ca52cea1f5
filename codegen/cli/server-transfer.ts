// `svc di download URL` and `svc di import-staged NAME`: the server fetches an image from a URL (the
// WebSocket /api/di/download) or copies a file of its staging directory (/api/staging), and creates the
// record with the create action's arguments; the command follows the server's progress frames behind a
// progress bar on stderr. A failed transfer is reported with its status and exit code, and the server
// keeps nothing of it (no file, no record); nothing is retried or resumed. Ctrl-C closes the socket,
// which cancels the transfer on the server the same way.
import type { Command } from 'commander';
import { byteBar, showsBar } from './byte-bar.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './request.js';
import { connect, reportError, type Io } from './run-action.js';
import type { CommandSpec } from './spec.js';
import { imageArguments, printCreated, transferCommand, type TransferCommandOptions } from './upload.js';

export type ServerTransfer = 'download' | 'import-staged';

/** The URL's last path segment, the image's name when --disk-image does not give one. */
export function nameFromUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`'${text}' is no URL (http://... or https://...)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`'${text}': the server downloads over http and https only`);
  const last = url.pathname.split('/').filter((s) => s !== '').pop();
  if (last === undefined) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export async function runServerTransfer(kind: ServerTransfer, spec: CommandSpec, source: string, options: TransferCommandOptions, io: Io): Promise<number> {
  const stop = new AbortController();
  const interrupt = (): void => stop.abort(new Error('interrupted'));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const args = kind === 'download' ? imageArguments(spec, options, nameFromUrl(source)) : imageArguments(spec, { ...options, diskImage: source }, undefined);
    const client = connect(options.profile, io);
    if (!client) return EXIT.noProfile;
    const label = String(args['disk_image']);
    const bar = byteBar(label, showsBar(options.progress));
    let copied = 0;
    let answer: Record<string, unknown>;
    try {
      const transfer = { signal: stop.signal, onProgress: (p: { total: number | null; copied: number }) => bar.update((copied = p.copied), p.total) };
      answer = kind === 'download' ? await client.downloadDiskImage(source, args, transfer) : await client.copyStagedDiskImage(args, transfer);
    } finally {
      bar.stop();
    }
    printCreated(answer, options, io, `${copied} bytes ${kind === 'download' ? 'downloaded' : 'copied'} by the server`);
    return EXIT.ok;
  } catch (err) {
    if (stop.signal.aborted) {
      io.err('svc: interrupted: the transfer is cancelled, and the server keeps no file and no record of it\n');
      return EXIT.interrupted;
    }
    return reportError(err, io);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
}

/** Adds `download <url>` and `import-staged <name>` to the noun of the create action whose arguments they take. */
export function serverTransfers(noun: Command, spec: CommandSpec, io: Io): void {
  transferCommand(noun, 'download', spec, "the URL's last path segment")
    .description(`Have the server download a disk image from a URL (http or https; the WebSocket /api/di/download), with the arguments of ${spec.action}; the server's progress is drawn as it comes`)
    .argument('<url>', 'where the server fetches the image (its address must be allowed to the server: SVC_DOWNLOAD_ALLOW for private ones)')
    .action(async (url: string, _options: unknown, self: Command) => {
      process.exitCode = await runServerTransfer('download', spec, url, self.optsWithGlobals<TransferCommandOptions>(), io);
    });
  transferCommand(noun, 'import-staged', spec, undefined)
    .description(`Have the server copy a file of its staging directory (svc di staging lists them; the WebSocket /api/staging), with the arguments of ${spec.action}; the staging file stays`)
    .argument('<name>', 'the staging file, which is also the image\'s name (disk_image)')
    .action(async (name: string, _options: unknown, self: Command) => {
      process.exitCode = await runServerTransfer('import-staged', spec, name, self.optsWithGlobals<TransferCommandOptions>(), io);
    });
}
