// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/request.ts.

export class UsageError extends Error {
    name = 'UsageError';
}
/** The operators of a filter, longest first so `>=` is not read as `>` then `=value`. */
const OPERATORS = ['!=', '<>', '<=', '>=', '~', '=', '<', '>'];
/** A value of the given type from its text. */
export function typedValue(token, text, where) {
    if (token.nullable && text === 'null')
        return null;
    switch (token.type) {
        case 'integer':
        case 'counter': {
            if (!/^-?\d+$/.test(text))
                throw new UsageError(`${where}: ${token.name} is a whole number, not '${text}'`);
            return Number(text);
        }
        case 'flag': {
            const v = text.toLowerCase();
            if (v === '1' || v === 'true' || v === 'yes')
                return 1;
            if (v === '0' || v === 'false' || v === 'no')
                return 0;
            throw new UsageError(`${where}: ${token.name} is 0 or 1 (true/false), not '${text}'`);
        }
        case 'json': {
            try {
                return JSON.parse(text);
            }
            catch {
                throw new UsageError(`${where}: ${token.name} takes JSON, and '${text}' is not`);
            }
        }
        default:
            if (token.choices && !token.choices.map(String).includes(text)) {
                throw new UsageError(`${where}: ${token.name} is one of ${token.choices.join(', ')}, not '${text}'`);
            }
            return text;
    }
}
function filterToken(command, name, where) {
    const token = command.filters.find((f) => f.name === name);
    if (!token) {
        const known = command.filters.map((f) => f.name).join(', ') || 'none';
        throw new UsageError(`${where}: '${name}' is no filter of ${command.noun} ${command.verb} (filters: ${known})`);
    }
    return token;
}
/**
 * `name~ali%` (LIKE), `id=3`, `id=3,4` (any of), `blocked!=1`, `id>=10`: token, operator, value. A value
 * may hold the operator's characters; the first operator after the token name is the one.
 */
export function parseFilter(command, text) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(.*)$/s.exec(text);
    const op = match ? OPERATORS.find((o) => match[2].startsWith(o)) : undefined;
    if (!match || !op)
        throw new UsageError(`--filter '${text}': write TOKEN OP VALUE with OP one of = != ~ < > <= >=`);
    const name = match[1];
    const rest = match[2].slice(op.length);
    const where = `--filter '${text}'`;
    const token = filterToken(command, name, where);
    if (op === '=') {
        const parts = rest.split(',');
        return [name, parts.length > 1 ? parts.map((p) => typedValue(token, p, where)) : typedValue(token, rest, where)];
    }
    const value = op === '~' ? rest : typedValue(token, rest, where);
    return [name, { [op === '<>' ? '!=' : op]: value }];
}
function positiveInteger(text, option) {
    if (!/^\d+$/.test(text) || Number(text) < 1)
        throw new UsageError(`${option} takes a whole number from 1, not '${text}'`);
    return Number(text);
}
function buildFilters(command, ids, options) {
    const filters = {};
    const set = (name, value, where) => {
        if (name in filters)
            throw new UsageError(`${where}: ${name} is filtered twice; combine conditions with --where`);
        filters[name] = value;
    };
    if (ids.length > 0) {
        const id = filterToken(command, 'id', 'ids');
        const values = ids.map((i) => typedValue(id, i, 'ids'));
        set('id', values.length === 1 ? values[0] : values, 'ids');
    }
    for (const text of options.filter ?? []) {
        const [name, value] = parseFilter(command, text);
        set(name, value, `--filter '${text}'`);
    }
    if (options.where !== undefined) {
        let where;
        try {
            where = JSON.parse(options.where);
        }
        catch {
            throw new UsageError(`--where takes a JSON object of filters, and '${options.where}' is not JSON`);
        }
        if (where === null || typeof where !== 'object' || Array.isArray(where))
            throw new UsageError('--where takes a JSON object of filters');
        for (const [name, value] of Object.entries(where))
            set(name, value, '--where');
    }
    return Object.keys(filters).length > 0 ? filters : undefined;
}
function buildArguments(command, options) {
    const args = {};
    for (const arg of command.arguments) {
        if (arg.properties)
            continue;
        const raw = options[optionKey(arg)];
        if (raw === undefined)
            continue;
        args[arg.name] = typedValue(arg, String(raw), `--${arg.option}`);
    }
    const properties = command.arguments.find((a) => a.properties);
    const set = {};
    for (const text of options.property ?? []) {
        const eq = text.indexOf('=');
        if (eq < 1)
            throw new UsageError(`--property '${text}': write KEY=VALUE`);
        set[text.slice(0, eq)] = text.slice(eq + 1);
    }
    const deleted = options.deleteProperty ?? [];
    if (properties && (Object.keys(set).length > 0 || deleted.length > 0)) {
        args[properties.name] = properties.properties === 'set' ? set : { ...(Object.keys(set).length ? { set } : {}), ...(deleted.length ? { delete: deleted } : {}) };
    }
    return Object.keys(args).length > 0 ? args : undefined;
}
/** The key commander stores an argument option under (`--tenant-id` → `tenantId`). */
export function optionKey(arg) {
    return arg.option.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}
export function buildParams(command, ids, options) {
    const params = {};
    const filters = buildFilters(command, ids, options);
    if (filters)
        params.filters = filters;
    if (options.fields !== undefined) {
        const fields = options.fields.split(',').map((f) => f.trim()).filter((f) => f !== '');
        const unknown = fields.filter((f) => !command.fields.includes(f));
        if (unknown.length > 0)
            throw new UsageError(`--fields: ${unknown.join(', ')} not among ${command.fields.join(', ')}`);
        params.fields = fields;
    }
    if (options.order !== undefined) {
        const words = options.order.split(',').map((w) => w.trim()).filter((w) => w !== '');
        const descending = words.map((w) => w.startsWith('-'));
        if (words.length === 0 || descending.some((d) => d !== descending[0])) {
            throw new UsageError(`--order '${options.order}': tokens separated by commas, all with '-' (descending) or none`);
        }
        const field = words.map((w) => w.replace(/^-/, ''));
        const unknown = field.filter((f) => !command.orderBy.includes(f));
        if (unknown.length > 0)
            throw new UsageError(`--order: ${unknown.join(', ')} not among ${command.orderBy.join(', ')}`);
        params.order_by = { field, order: descending[0] ? '-desc' : '-asc' };
    }
    if (options.limit !== undefined)
        params.block = positiveInteger(options.limit, '--limit');
    if (options.page !== undefined)
        params.offset = positiveInteger(options.page, '--page');
    const args = buildArguments(command, options);
    if (args)
        params.arguments = args;
    return params;
}
