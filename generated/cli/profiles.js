// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/profiles.ts.

// Where the command keeps its servers and credentials: one JSON file, $XDG_CONFIG_HOME/svc/profiles.json
// (~/.config when XDG_CONFIG_HOME is not set), readable by its owner only (0600 in a 0700 folder),
// since it holds API tokens or session ids. Written whole to a temporary file and renamed, so an
// interrupted write never leaves half a file. Environment variables win over the file, for CI.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
export function configDir(env = process.env) {
    const base = env['XDG_CONFIG_HOME'] && env['XDG_CONFIG_HOME'].startsWith('/') ? env['XDG_CONFIG_HOME'] : join(homedir(), '.config');
    return join(base, 'svc');
}
export function profilePath(env = process.env) {
    return join(configDir(env), 'profiles.json');
}
export function readProfiles(env = process.env) {
    const path = profilePath(env);
    if (!existsSync(path))
        return { profiles: {} };
    let parsed;
    try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`${path} is not a profile file (${err instanceof Error ? err.message : String(err)}): remove it and log in again`);
    }
    return { ...(parsed.current ? { current: parsed.current } : {}), profiles: parsed.profiles ?? {} };
}
export function writeProfiles(file, env = process.env) {
    const dir = configDir(env);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // a folder made earlier by something else is narrowed too
    const path = profilePath(env);
    if (Object.keys(file.profiles).length === 0) {
        rmSync(path, { force: true });
        return path;
    }
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600); // the umask cannot widen it, and an older file's mode does not carry over
    renameSync(temporary, path);
    return path;
}
export function resolveConnection(profileName, env = process.env) {
    const url = env['SVC_URL'];
    if (url && env['SVC_TOKEN'])
        return { url, token: env['SVC_TOKEN'] };
    if (url && env['SVC_LOGIN'] && env['SVC_PASSWORD'] !== undefined) {
        return { url, credentials: { login: env['SVC_LOGIN'], password: env['SVC_PASSWORD'], ...(env['SVC_TENANT'] ? { tenant: env['SVC_TENANT'] } : {}) } };
    }
    const file = readProfiles(env);
    const name = profileName ?? env['SVC_PROFILE'] ?? file.current ?? 'default';
    const profile = file.profiles[name];
    if (!profile)
        return undefined;
    return {
        url: url ?? profile.url,
        profile: name,
        ...(profile.token ? { token: profile.token } : {}),
        ...(profile.sid ? { sid: profile.sid } : {}),
    };
}
