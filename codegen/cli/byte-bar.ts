// The progress bar of an image transfer (upload, download, staging copy) on stderr: drawn on a terminal,
// or everywhere with --progress (a line every 200 ms, for logs), never with --no-progress. A source that
// tells no length gets a byte counter instead of a bar.
import cliProgress, { type SingleBar } from 'cli-progress';

export interface ByteBar {
  /** The bytes moved so far, of `total` when known (null: no length told, yet). */
  update(copied: number, total: number | null): void;
  stop(): void;
}

/** `--progress` (true), `--no-progress` (false), or neither (undefined: a terminal decides). */
export function showsBar(option: boolean | undefined): boolean {
  return option ?? process.stderr.isTTY === true;
}

export function byteBar(label: string, show: boolean): ByteBar {
  if (!show) return { update: () => undefined, stop: () => undefined };
  let bar: SingleBar | undefined;
  let sized = false;
  const options = { noTTYOutput: true, notTTYSchedule: 200, stream: process.stderr, hideCursor: process.stderr.isTTY === true };
  return {
    update(copied, total) {
      if (bar && total !== null && !sized) {
        bar.stop(); // the length came late: the counter becomes a bar
        bar = undefined;
      }
      if (!bar) {
        sized = total !== null;
        bar = new cliProgress.SingleBar(
          { ...options, format: sized ? `${label} [{bar}] {percentage}% {value}/{total} bytes {eta_formatted}` : `${label} {value} bytes (size not told)` },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total ?? Math.max(copied, 1), copied);
      }
      if (total !== null) bar.setTotal(Math.max(total, 1));
      bar.update(copied);
    },
    stop() {
      bar?.stop();
    },
  };
}
