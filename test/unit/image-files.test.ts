// The container image holds what deploy/image-files lists, and nothing the list does not: the Dockerfile's
// last stage copies only the folder deploy/assemble-image.mjs assembled from the list, so .ci/dist-smoke,
// which runs the server from the same assembly, tests what the image holds.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript of the image's build stage, without declarations
import { imageEntries } from '../../deploy/assemble-image.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const instructions = (stage: string, verb: string) => stage.split('\n').filter((l) => l.startsWith(`${verb} `));

describe('the image file set', () => {
  it("the last stage copies only the assembly, which the build stage makes from deploy/image-files", () => {
    const [build, last] = [stages[stages.length - 2]!, stages[stages.length - 1]!];
    expect(instructions(last, 'COPY')).toEqual(['COPY --from=build /image/ ./']);
    expect(instructions(build, 'RUN')).toContain('RUN node deploy/assemble-image.mjs /app /image');
  });

  it('lists what the server reads at run time: its compiled code, package.json, the reference pages, the production packages', () => {
    expect(imageEntries()).toEqual(expect.arrayContaining(['package.json', 'dist', 'generated/docs-html', 'node_modules:production']));
  });

  it('every listed path from the checkout is one the build stage copies in or builds', () => {
    const build = stages[stages.length - 2]!;
    const copied = instructions(build, 'COPY').flatMap((l) => l.split(/\s+/).slice(1, -1));
    for (const entry of (imageEntries() as string[]).filter((e) => e !== 'node_modules:production' && e !== 'dist')) {
      expect(copied.some((c) => entry === c || entry.startsWith(`${c}/`)), `${entry} reaches the build stage`).toBe(true);
    }
  });
});
