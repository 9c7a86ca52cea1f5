// The layers of runtime/ (docs/architecture.md): every import of every runtime file, type-only ones
// included, goes to its own folder, down the layers, or to an earlier folder of its own layer. The layers
// are read from the document itself, so the rule written and the rule tested are one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNTIME = join(ROOT, 'runtime');
const GENERATED = join(ROOT, 'generated');
const ROOT_FOLDER = '.';

interface Place {
  layer: string;
  /** Position among all folders, bottom to top (a layer's folders in their order). */
  rank: number;
  /** Position of the folder's layer. */
  layerRank: number;
}

/** The numbered list under "## Layers": `N. **layer**: \`folder\`, \`folder\`…`. */
function readLayers(): Map<string, Place> {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('Layers\n'));
  if (!section) throw new Error('docs/architecture.md has no "## Layers" section');
  const places = new Map<string, Place>();
  let layerRank = 0;
  for (const line of section.split('\n')) {
    const m = /^\d+\.\s+\*\*([\w-]+)\*\*:\s+(.*)$/.exec(line);
    if (!m) continue;
    for (const [, folder] of m[2].matchAll(/`([^`]+)`/g)) {
      if (places.has(folder)) throw new Error(`docs/architecture.md places ${folder} twice`);
      places.set(folder, { layer: m[1], rank: places.size, layerRank });
    }
    layerRank++;
  }
  return places;
}

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return runtimeFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

/** Every relative import and re-export of every runtime file (`import type` and `import()` too). */
function importEdges(): Edge[] {
  return runtimeFiles(RUNTIME).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter((imp) => imp.fileName.startsWith('.'))
      .map((imp) => ({
        from: relative(ROOT, file),
        to: relative(ROOT, resolve(dirname(file), imp.fileName).replace(/\.js$/, '.ts')),
      })),
  );
}

/** The runtime folder a repository path is in (`.` for runtime/'s own files), or undefined outside runtime/. */
function folderOf(path: string): string | undefined {
  const inRuntime = relative(RUNTIME, join(ROOT, path));
  if (inRuntime.startsWith('..')) return undefined;
  const parts = inRuntime.split(sep);
  return parts.length === 1 ? ROOT_FOLDER : parts[0];
}

/** What is wrong with one import, or undefined when the layers allow it. */
function violation(edge: Edge, places: Map<string, Place>): string | undefined {
  const from = folderOf(edge.from)!;
  const to = folderOf(edge.to);
  const arrow = `${edge.from} → ${edge.to}`;
  if (to === undefined) {
    const outside = relative(GENERATED, join(ROOT, edge.to));
    return outside.startsWith('..') ? `${arrow}: outside runtime/, only generated/ may be imported` : undefined;
  }
  if (from === to) return undefined;
  const source = places.get(from);
  const target = places.get(to);
  if (!source) return `${arrow}: the folder ${from} is in no layer of docs/architecture.md`;
  if (!target) return `${arrow}: the folder ${to} is in no layer of docs/architecture.md`;
  if (target.rank < source.rank) return undefined;
  if (target.layerRank === source.layerRank) {
    return `${arrow}: ${from} may import only the folders before it in its layer (${source.layer}), and ${to} comes after it`;
  }
  return `${arrow}: ${from} (${source.layer}) may not import ${to} (${target.layer}), a layer above its own`;
}

describe('runtime layers (docs/architecture.md)', () => {
  const places = readLayers();

  it('places every folder of runtime/ in a layer', () => {
    const folders = new Set(runtimeFiles(RUNTIME).map((f) => folderOf(relative(ROOT, f))!));
    const unplaced = [...folders].filter((f) => !places.has(f));
    expect(unplaced, 'folders missing from the "## Layers" list').toEqual([]);
    const gone = [...places.keys()].filter((f) => !folders.has(f));
    expect(gone, 'folders the list names that runtime/ no longer has').toEqual([]);
  });

  it('has no import that runs back up the layers', () => {
    const edges = importEdges();
    expect(edges.length).toBeGreaterThan(100); // the parse found the imports
    const wrong = edges.map((e) => violation(e, places)).filter((v): v is string => v !== undefined);
    expect(wrong, `${wrong.length} imports against the layers:\n${wrong.join('\n')}`).toEqual([]);
  });

  it('refuses an import up a layer, forward in a layer, or out of runtime/', () => {
    expect(violation({ from: 'runtime/contract/context.ts', to: 'runtime/pipeline/run-action.ts' }, places)).toMatch(/a layer above its own/);
    expect(violation({ from: 'runtime/hooks/vm-start.ts', to: 'runtime/executors/write.ts' }, places)).toMatch(/only the folders before it/);
    expect(violation({ from: 'runtime/routes/info.ts', to: 'test/blackbox/harness.ts' }, places)).toMatch(/only generated\//);
    expect(violation({ from: 'runtime/executors/write.ts', to: 'runtime/hooks/vm-start.ts' }, places)).toBeUndefined();
    expect(violation({ from: 'runtime/main.ts', to: 'generated/registry.ts' }, places)).toBeUndefined();
  });
});
