// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/upload.ts.

// `svc di upload FILE`: the file streamed to POST /api/di/upload with the create action's arguments as
// options, behind a progress bar on stderr (byte-bar.ts). A failed upload is reported and left: nothing
// is resumed or retried without being asked.
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { byteBar, showsBar } from './byte-bar.js';
import { EXIT } from './exit-codes.js';
import { FORMATS, Printer, recordsOf } from './output.js';
import { buildParams, UsageError } from './request.js';
import { connect, reportError } from './run-action.js';
/** The argument naming the image, which defaults to the file's name (or the URL's last segment). */
export const IMAGE_NAME_ARGUMENT = 'disk_image';
/** The create action's arguments from the options, `disk_image` defaulting to `defaultName`. */
export function imageArguments(spec, options, defaultName) {
    const params = buildParams(spec, [], options);
    const args = { ...(defaultName !== undefined ? { [IMAGE_NAME_ARGUMENT]: defaultName } : {}), ...params.arguments };
    if (args[IMAGE_NAME_ARGUMENT] === undefined)
        throw new UsageError(`--${IMAGE_NAME_ARGUMENT.replace(/_/g, '-')} is needed: the image's name cannot be taken from what was given`);
    return args;
}
/**
 * A transfer command of the create action (upload, download, import-staged): the action's arguments as
 * options (`disk_image` optional, its default said by `nameDefault`; none when undefined, as the command's
 * own argument gives it), --property, the progress options
 * and the output format.
 */
export function transferCommand(noun, verb, spec, nameDefault) {
    const cmd = noun.command(verb);
    for (const arg of spec.arguments) {
        if (arg.properties) {
            cmd.option('--property <key=value>', 'a custom property, repeatable', (v, p) => [...(p ?? []), v]);
            continue;
        }
        if (arg.name === IMAGE_NAME_ARGUMENT && nameDefault === undefined)
            continue; // the command's own argument gives it
        const named = arg.name === IMAGE_NAME_ARGUMENT;
        const option = cmd.createOption(`--${arg.option} <value>`, named ? `argument ${arg.name} (default: ${nameDefault})` : `argument ${arg.name} (${arg.type}${arg.mandatory ? ', mandatory' : ''})`);
        if (arg.choices)
            option.choices(arg.choices.map(String));
        if (arg.mandatory && !named)
            option.makeOptionMandatory();
        cmd.addOption(option);
    }
    cmd.option('--progress', 'draw the progress bar even when stderr is no terminal');
    cmd.option('--no-progress', 'draw no progress bar, even on a terminal');
    cmd.addOption(cmd.createOption('-o, --output <format>', 'table, json, yaml, csv or ids').choices(FORMATS));
    return cmd;
}
/** Prints the created record and the closing line of a transfer. */
export function printCreated(answer, options, io, moved) {
    const printer = new Printer(options.output ?? 'table', undefined, false, io.out);
    printer.page(recordsOf(answer));
    printer.finish();
    io.err(`${String(answer['message'] ?? 'done')}: ${moved}\n`);
}
async function* counted(path, onBytes) {
    for await (const chunk of createReadStream(path)) {
        onBytes(chunk.length);
        yield chunk;
    }
}
export async function runUpload(spec, file, options, io) {
    try {
        let size;
        try {
            const stat = statSync(file);
            if (!stat.isFile())
                throw new Error('not a file');
            size = stat.size;
        }
        catch {
            throw new UsageError(`${file}: no such file to upload`);
        }
        const args = imageArguments(spec, options, basename(file));
        const client = connect(options.profile, io);
        if (!client)
            return EXIT.noProfile;
        const bar = byteBar(basename(file), showsBar(options.progress));
        bar.update(0, size);
        let sent = 0;
        let answer;
        try {
            answer = await client.uploadDiskImage(counted(file, (n) => bar.update((sent += n), size)), args, basename(file));
        }
        finally {
            bar.stop();
        }
        printCreated(answer, options, io, `${sent} bytes sent`);
        return EXIT.ok;
    }
    catch (err) {
        return reportError(err, io);
    }
}
/** Adds `upload <file>` to the noun of the create action whose arguments it takes. */
export function upload(noun, spec, io) {
    transferCommand(noun, 'upload', spec, "the file's name")
        .description(`Send a disk image file to the server (POST /api/di/upload), with the arguments of ${spec.action}`)
        .argument('<file>', 'the image file')
        .action(async (file, _options, self) => {
        process.exitCode = await runUpload(spec, file, self.optsWithGlobals(), io);
    });
}
