// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/output.ts.

// How answers are printed on stdout: an aligned table for people, json|yaml|csv|ids for scripts. A
// streamed answer (--all, --watch) is written page by page as it arrives: JSON lines, YAML list items,
// CSV rows after one header, one id a line; a table is drawn once all of it is there.
import Table from 'cli-table3';
import pc from 'picocolors';
import { stringify } from 'yaml';
export const FORMATS = ['table', 'json', 'yaml', 'csv', 'ids'];
/** The records of an answer: its rows, or (an answer without rows) its other fields as one record. */
export function recordsOf(envelope) {
    if (Array.isArray(envelope['rows']))
        return envelope['rows'];
    const { status: _s, message: _m, total: _t, ...rest } = envelope;
    return Object.keys(rest).length > 0 ? [rest] : [];
}
function cellText(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/** Columns in the order asked (--fields), else in the order of the first record, then any later ones. */
function columnsOf(rows, fields) {
    if (fields && fields.length > 0)
        return [...fields];
    const seen = new Set();
    for (const row of rows)
        for (const key of Object.keys(row))
            seen.add(key);
    return [...seen];
}
export function renderTable(rows, fields) {
    if (rows.length === 0)
        return '';
    const columns = columnsOf(rows, fields);
    const table = new Table({
        head: columns.map((c) => pc.bold(c.toUpperCase())),
        chars: { top: '', 'top-mid': '', 'top-left': '', 'top-right': '', bottom: '', 'bottom-mid': '', 'bottom-left': '', 'bottom-right': '', left: '', 'left-mid': '', mid: '', 'mid-mid': '', right: '', 'right-mid': '', middle: '  ' },
        style: { head: [], border: [], 'padding-left': 0, 'padding-right': 0 },
    });
    for (const row of rows)
        table.push(columns.map((c) => cellText(row[c])));
    return `${table.toString().split('\n').map((l) => l.trimEnd()).join('\n')}\n`;
}
/** One record as `field  value` lines: a wide record (details) reads better down than across. */
export function renderRecord(row, fields) {
    const columns = columnsOf([row], fields);
    const width = Math.max(...columns.map((c) => c.length));
    return columns.map((c) => `${pc.bold(c.padEnd(width))}  ${cellText(row[c])}`.trimEnd()).join('\n') + '\n';
}
function csvCell(text) {
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
/** Writes pages of records in one format; `finish` flushes what only the whole can show (a table). */
export class Printer {
    #format;
    #fields;
    #streamed;
    #write;
    #columns;
    #held = [];
    #pages = 0;
    /** A single record of a details read is drawn down (field, value) rather than across. */
    #down;
    constructor(format, fields, streamed, write, down = false) {
        this.#down = down;
        this.#format = format;
        this.#fields = fields;
        this.#streamed = streamed;
        this.#write = write;
    }
    page(rows) {
        this.#pages++;
        switch (this.#format) {
            case 'table':
                this.#held.push(...rows);
                return;
            case 'json':
                if (this.#streamed)
                    for (const row of rows)
                        this.#write(`${JSON.stringify(row)}\n`);
                else
                    this.#held.push(...rows);
                return;
            case 'yaml':
                if (rows.length > 0)
                    this.#write(stringify(rows));
                else if (!this.#streamed)
                    this.#write('[]\n');
                return;
            case 'csv': {
                if (!this.#columns) {
                    this.#columns = columnsOf(rows, this.#fields);
                    if (this.#columns.length > 0)
                        this.#write(`${this.#columns.map(csvCell).join(',')}\n`);
                }
                const columns = this.#columns;
                for (const row of rows)
                    this.#write(`${columns.map((c) => csvCell(cellText(row[c]))).join(',')}\n`);
                return;
            }
            case 'ids':
                for (const row of rows)
                    if (row['id'] !== undefined)
                        this.#write(`${cellText(row['id'])}\n`);
                return;
        }
    }
    finish() {
        if (this.#format === 'table')
            this.#write(this.#down && this.#held.length === 1 ? renderRecord(this.#held[0], this.#fields) : renderTable(this.#held, this.#fields));
        if (this.#format === 'json' && !this.#streamed)
            this.#write(`${JSON.stringify(this.#held, null, 2)}\n`);
        this.#held = [];
    }
}
