// SQL text of the read statements, compiled once per statement shape. Building a statement with kysely
// and compiling it cost about a third of the main thread's time of a one-row read (user_get_details on
// SQLite); a shape's text is now compiled on its first call and later calls only bind their values.
//
// Why a cached text can never answer stale data or another tenant's: the cache holds SQL text, never a
// row, and a text is a function of its shape key alone. The key names everything the text is made of
// (dialect, object, action, selected tokens, order, the filter's operators, tokens, NULLs and list
// lengths, the caller's scope kind, and the page size and offset, written into the text for SQLite's
// planner); every value a request brings, the caller's tenant id included, is a bound parameter, never
// text. On a new shape the values the key's walk collected are checked against those kysely bound when it
// compiled the statement, so a key that did not fix the text, or values bound in another order, fails
// that first call loudly instead of binding a later call's values wrongly. The texts come from the
// generated catalog, fixed for the life of the process: nothing invalidates them, and a process starts
// empty, so no state is shared between processes (two servers on one database each compile their own).
// Bounded: beyond MAX_SHAPES a shape not used since the last eviction pass goes first (second chance:
// a hit only marks its shape used, where moving it to the end of the map cost a delete and an insert on
// every call), and a text longer than MAX_SHAPE_TEXT (a filter list of thousands of values on MariaDB) is
// compiled per call and not kept.
//
// A text kept here is fixed for its shape, so on MariaDB/MySQL it is run as a prepared statement
// (prepared-reads.ts): `isShapedText` tells the pool which texts those are.
import type { Compilable, Kysely } from 'kysely';
import { readRows } from './direct-reads.js';

export const MAX_SHAPES = 2000;
export const MAX_SHAPE_TEXT = 16 * 1024;

/** A kept shape's text, and whether it was used since the eviction pass last looked at it. */
interface Shape {
  text: string;
  used: boolean;
}
const texts = new Map<string, Shape>();
/** The texts of `texts`, each with the number of its keys (two shapes can compile to one text). */
const keysOfText = new Map<string, number>();
/** Texts written once in the source (`fixedText`), not compiled from a shape. */
const fixedTexts = new Set<string>();

/**
 * Declares a statement text written once in the source and run with bound values only (the session
 * check of every request): it is a shaped text like those runShaped keeps.
 */
export function fixedText(text: string): string {
  fixedTexts.add(text);
  return text;
}

/** Whether `text` is the text of a statement shape now kept, or a fixed text. */
export function isShapedText(text: string): boolean {
  return keysOfText.has(text) || fixedTexts.has(text);
}

function forget(key: string): void {
  const text = texts.get(key)?.text;
  if (text === undefined) return;
  texts.delete(key);
  const n = keysOfText.get(text)!;
  if (n > 1) keysOfText.set(text, n - 1);
  else keysOfText.delete(text);
}

/**
 * Forgets the oldest shape not used since this pass last saw it; a used one is marked unused and moved to
 * the end (its second chance). Ends within one round: every shape is unused after it.
 */
function evictOne(): void {
  for (const [key, shape] of texts) {
    if (!shape.used) {
      forget(key);
      return;
    }
    shape.used = false;
    texts.delete(key);
    texts.set(key, shape);
  }
}

/** Shapes kept (tests). */
export function shapeCount(): number {
  return texts.size;
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Runs the statement of shape `key` with `params`; `build` makes it when the shape is new. Without a key
 * (a statement whose SQL is built per request, such as one reading custom property tokens) the statement
 * is built and compiled for the call.
 */
export function runShaped(
  db: Kysely<any>,
  key: string | undefined,
  params: readonly unknown[],
  build: () => Compilable<unknown>,
): Record<string, unknown>[] | Promise<Record<string, unknown>[]> {
  // the rows themselves when the statement ran at once (a kept text on SQLite: direct-reads.ts), so the
  // caller need not wait a turn for rows it already has; a promise otherwise, and a failure is always a
  // rejected promise, never a throw
  if (key !== undefined) {
    const shape = texts.get(key);
    if (shape !== undefined) {
      shape.used = true;
      try {
        return readRows(db, shape.text, params);
      } catch (e) {
        return Promise.reject(e);
      }
    }
  }
  return compileAndRun(db, key, params, build);
}

/** A new shape (kept from now on), or a statement without one: built, compiled and run. */
async function compileAndRun(db: Kysely<any>, key: string | undefined, params: readonly unknown[], build: () => Compilable<unknown>): Promise<Record<string, unknown>[]> {
  const compiled = build().compile();
  if (key !== undefined) {
    if (!sameValues(compiled.parameters, params)) {
      throw new Error(`statement shape ${key} binds ${compiled.parameters.length} values other than the ${params.length} its key collected`);
    }
    if (compiled.sql.length <= MAX_SHAPE_TEXT) {
      while (texts.size >= MAX_SHAPES) evictOne();
      texts.set(key, { text: compiled.sql, used: false });
      keysOfText.set(compiled.sql, (keysOfText.get(compiled.sql) ?? 0) + 1);
    }
  }
  return (await db.executeQuery(compiled)).rows as Record<string, unknown>[];
}
