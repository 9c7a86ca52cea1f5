// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/login.ts.

// `svc login` and `svc logout`. A login makes an API token for this command (a session opened with the
// password creates it and ends at once), so what the profile file holds is revocable on its own and
// never the password; where the server makes no token for the caller, or with --session, the session id
// is kept instead. `svc logout` revokes the token (or ends the session) and removes the profile.
import { hostname } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ApiError } from '../client/index.js';
import { clientFor } from './connection.js';
import { EXIT } from './exit-codes.js';
import { readProfiles, writeProfiles } from './profiles.js';
import { reportError } from './run-action.js';
import { UsageError } from './request.js';
/** Reads a password on the terminal without echoing it. */
async function askPassword() {
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    // the interface first: it puts the terminal in raw mode, so nothing typed after the prompt is echoed
    const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
    process.stderr.write('Password: ');
    try {
        return await rl.question('');
    }
    finally {
        rl.close();
        process.stderr.write('\n');
    }
}
export async function login(options, io) {
    try {
        const url = options.url ?? process.env['SVC_URL'];
        const name = options.login ?? process.env['SVC_LOGIN'];
        if (!url || !name)
            throw new UsageError('login needs --url and --login (or SVC_URL and SVC_LOGIN)');
        let password = options.password ?? process.env['SVC_PASSWORD'];
        if (password === undefined) {
            if (!io.interactive)
                throw new UsageError('no password: give --password, SVC_PASSWORD, or run on a terminal');
            password = await askPassword();
        }
        const tenant = options.tenant ?? process.env['SVC_TENANT'];
        const profileName = options.profile ?? process.env['SVC_PROFILE'] ?? 'default';
        const client = clientFor({ url });
        const sid = await client.login(name, password, tenant, options.totp);
        const profile = { url, login: name, ...(tenant ? { tenant } : {}) };
        if (!options.session) {
            try {
                const label = `svc on ${hostname()} ${new Date().toISOString().slice(0, 19)}`.slice(0, 128);
                const answer = await client.call('api_token_create', { arguments: { name: label } });
                const row = answer['rows'][0];
                profile.token = row.secret;
                profile.tokenId = row.id;
                await client.logout();
            }
            catch (err) {
                if (!(err instanceof ApiError))
                    throw err;
                io.err(`svc: no API token (${err.status} ${err.message}): the profile keeps the session\n`);
            }
        }
        if (!profile.token)
            profile.sid = sid;
        const file = readProfiles();
        file.profiles[profileName] = profile;
        file.current = profileName;
        const path = writeProfiles(file);
        io.err(`Logged in to ${url} as ${name} with ${profile.token ? `API token ${profile.tokenId}` : 'a session'}; profile '${profileName}' in ${path}\n`);
        return EXIT.ok;
    }
    catch (err) {
        return reportError(err, io);
    }
}
export async function logout(options, io) {
    const file = readProfiles();
    const name = options.profile ?? process.env['SVC_PROFILE'] ?? file.current ?? 'default';
    const profile = file.profiles[name];
    if (!profile) {
        io.err(`svc: no profile '${name}'\n`);
        return EXIT.noProfile;
    }
    try {
        const client = clientFor(profile);
        if (profile.token && profile.tokenId !== undefined)
            await client.call('api_token_delete', { filters: { id: profile.tokenId } });
        else if (profile.sid)
            await client.logout();
    }
    catch (err) {
        // credentials the server no longer takes are gone already: the profile goes too
        if (!(err instanceof ApiError && err.status >= 3000 && err.status < 4000)) {
            const code = reportError(err, io);
            io.err(`svc: profile '${name}' kept (its credentials may still be valid)\n`);
            return code;
        }
    }
    delete file.profiles[name];
    if (file.current === name)
        delete file.current;
    writeProfiles(file);
    io.err(`Logged out: profile '${name}' removed\n`);
    return EXIT.ok;
}
export function listProfiles(io) {
    const file = readProfiles();
    for (const [name, p] of Object.entries(file.profiles)) {
        io.out(`${name === file.current ? '*' : ' '} ${name}\t${p.url}\t${p.login ?? ''}${p.tenant ? `@${p.tenant}` : ''}\t${p.token ? 'token' : 'session'}\n`);
    }
    return EXIT.ok;
}
