// The part of cli-progress (3.12, which ships no types) that upload.ts uses.
declare module 'cli-progress' {
  export interface Options {
    format?: string;
    noTTYOutput?: boolean;
    notTTYSchedule?: number;
    stream?: NodeJS.WritableStream;
  }
  export class SingleBar {
    constructor(options: Options, preset?: object);
    start(total: number, value: number): void;
    update(value: number): void;
    stop(): void;
  }
  export const Presets: { shades_classic: object };
  const cliProgress: { SingleBar: typeof SingleBar; Presets: typeof Presets };
  export default cliProgress;
}
