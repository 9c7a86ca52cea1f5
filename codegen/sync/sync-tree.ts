// Brings a directory in line with a rendered tree: writes only files whose bytes differ, deletes
// orphans (files the render no longer produces) and then empty directories. The same comparison,
// without writing, is `--check`.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compareText } from '../diagnostics.js';

export interface TreeDiff {
  modified: string[];
  missing: string[];
  orphaned: string[];
  unchanged: string[];
}

/** Relative paths (with `/`) of every file under dir, sorted. */
export function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const name of readdirSync(abs)) {
      const childAbs = join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      if (statSync(childAbs).isDirectory()) walk(childAbs, childRel);
      else out.push(childRel);
    }
  };
  walk(dir, '');
  return out.sort(compareText);
}

export function diffTree(dir: string, files: ReadonlyMap<string, string>): TreeDiff {
  const diff: TreeDiff = { modified: [], missing: [], orphaned: [], unchanged: [] };
  const present = new Set(listTree(dir));
  for (const path of [...files.keys()].sort(compareText)) {
    if (!present.has(path)) diff.missing.push(path);
    else if (readFileSync(join(dir, path), 'utf8') !== files.get(path)) diff.modified.push(path);
    else diff.unchanged.push(path);
  }
  for (const path of present) if (!files.has(path)) diff.orphaned.push(path);
  return diff;
}

export function writeTree(dir: string, files: ReadonlyMap<string, string>): TreeDiff {
  const diff = diffTree(dir, files);
  for (const path of [...diff.missing, ...diff.modified]) {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, files.get(path)!);
  }
  for (const path of diff.orphaned) unlinkSync(join(dir, path));
  removeEmptyDirs(dir, dir);
  return diff;
}

function removeEmptyDirs(abs: string, top: string): void {
  if (!existsSync(abs) || !statSync(abs).isDirectory()) return;
  for (const name of readdirSync(abs)) removeEmptyDirs(join(abs, name), top);
  if (abs !== top && readdirSync(abs).length === 0) rmdirSync(abs);
}
