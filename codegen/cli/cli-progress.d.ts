// The part of cli-progress (3.12, which ships no types) that byte-bar.ts and job-follow.ts use.
declare module 'cli-progress' {
  export interface Options {
    format?: string;
    noTTYOutput?: boolean;
    notTTYSchedule?: number;
    stream?: NodeJS.WritableStream;
    hideCursor?: boolean;
  }
  export class SingleBar {
    constructor(options: Options, preset?: object);
    start(total: number, value: number, payload?: object): void;
    update(value: number, payload?: object): void;
    setTotal(total: number): void;
    readonly isActive: boolean;
    stop(): void;
  }
  export const Presets: { shades_classic: object };
  const cliProgress: { SingleBar: typeof SingleBar; Presets: typeof Presets };
  export default cliProgress;
}
