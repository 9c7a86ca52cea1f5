// generated/docs/routes.md: the routes besides `/api` — sessions, single sign-on, live lists, the three ways a disk
// image comes in, the audit log's export, and this reference as web pages — with their requests, frames and errors. The status
// codes and their messages come from the catalog, so the page never names a code errors.yaml does not
// define.

import type { Catalog } from '../model.js';

interface Route {
  title: string;
  anchor: string;
  text: string;
  codes: number[];
}

const ROUTES: readonly Route[] = [
  {
    title: 'POST /api/actions/<action>: one action on its own path',
    anchor: 'action-paths',
    text: `Every action is also served on its own path, as the machine-readable description keys operations by path. The body
(a JSON object, a form, or multipart) and the query take the parameters \`/api\` takes — credentials, \`filters\`, \`fields\`,
\`order_by\`, \`arguments\`, \`offset\`, \`block\` — and the answer is the envelope \`/api?action=<action>\` gives, through the same
pipeline (ACLs, validation, audit, the cross-site check of cookie-only writes). The path names the action, and wins over an
\`action\` parameter; an unknown action answers the 4100 envelope \`/api\` answers. Any other method is 405.
Headers, as on \`/api\`: \`If-Match\` on the update, delete and exec actions of records that carry a \`record_version\` (the
\`ETag\` a details answer of one record carries, \`"<object>.<id>.<version>"\`: a record changed since answers 6900 inside 1200;
a malformed tag 6920), and \`If-None-Match\` with that ETag on a GET of \`/api\` answers 304.

\`\`\`sh
curl -s -X POST http://127.0.0.1:8080/api/actions/user_get_list -H "Authorization: Bearer <sid>" \\
  -H 'Content-Type: application/json' -d '{"filters":{"name":{"~":"b%"}},"fields":["id","name"]}'
\`\`\``,
    codes: [4100, 6100, 6920],
  },
  {
    title: 'GET /api/openapi.json, GET /api/asyncapi.json: the API described',
    anchor: 'documents',
    text: `The API as OpenAPI 3.1 (every action as \`POST /api/actions/<action>\` with its request, answer and error schemas, ACLs,
status codes and an example; \`/api\`; the other routes of this page except the WebSockets) and the WebSocket routes as AsyncAPI 3
(query parameters, frames each way, close codes). Both are generated from the catalog with this reference (\`generated/\`)
and served as they are, without credentials.`,
    codes: [],
  },
  {
    title: 'POST /api/login, POST /api/logout',
    anchor: 'sessions',
    text: `\`/api/login\` takes \`login\`, \`password\` and, in multitenant mode, \`tenant\` (or \`login@tenant\`), and answers
\`{status: 0, message, sid}\` with the cookie \`sid\` (HttpOnly, SameSite=Lax, Path=/api). Any later call authenticates
with the \`sid\` parameter, the cookie, or \`Authorization: Bearer <sid>\`. \`/api/logout\` ends the session. Scripts use an
API token instead (\`Authorization: Bearer svca_…\`, accepted on every route below, in that header only; guides: automation). An
administrator with two-factor authentication gets 3210 and no session for the password alone, and logs in with the
same parameters and \`totp\` (a code of its authenticator app, or a recovery code); a wrong or reused code answers
3220 (the family second_factor, the guide "Sign-in options"). In a
tenant whose administrators log in with its directory (LDAP, the guide "Sign-in options"), 3700 says the directory did
not answer in time; nothing was decided about the password.`,
    codes: [3100, 3200, 3210, 3220, 3300, 3500, 3700],
  },
  {
    title: 'GET /api/oidc/start, GET /api/oidc/callback: single sign-on',
    anchor: 'oidc',
    text: `Sign-in with the tenant's OpenID provider (the \`auth.oidc.*\` configuration tokens; guide: Sign-in options), by
the authorization code flow with PKCE (S256), \`state\` and \`nonce\`. \`/api/oidc/start\` takes \`tenant\` (its name; not
needed in single-tenant mode), \`return\` (a path of this server the browser is sent back to, \`/\` by default; never
another site) and \`mode\`: \`cookie\` (the default, for the console) or \`json\` (for a script). It answers 302 with the
provider's authorization URL in \`Location\` and in the body (\`{status: 0, message, location}\`); in cookie mode it also
sets the cookie \`svc_oidc\` (HttpOnly, SameSite=Lax, Path=/api/oidc) that ties the sign-in to this browser. The pending
sign-in lives in the database for 10 minutes, for any server process to complete, once.

The provider sends the browser back to \`/api/oidc/callback\` (the address \`auth.oidc.redirect_base\` names, else the
start's own), which exchanges the code, verifies the ID token (signature with the provider's published keys, issuer,
audience, expiry, nonce), creates or updates the administrator (origin \`oidc\`, roles exactly those
\`auth.oidc.role_mapping\` grants) and opens an ordinary session: in cookie mode the session cookie \`sid\` as
\`/api/login\` sets it and a 303 to \`return\`; in json mode \`{status: 0, message, sid}\` and no cookie. A refusal is
the error envelope and signs nobody in. GET only (HEAD is 405: it would spend a sign-in).

\`\`\`sh
curl -si 'http://127.0.0.1:8080/api/oidc/start?tenant=acme&mode=json' | grep -i '^location'
# open that address in a browser, sign in at the provider: the page it ends on shows {"status":0,...,"sid":"…"}
\`\`\``,
    codes: [3200, 3500, 3610, 3620, 3630, 3640, 3650, 3660, 6310],
  },
  {
    title: 'WebSocket /api/ws and /api/staging: live lists',
    anchor: 'live-lists',
    text: `The query names an action and its parameters as on \`/api\` (\`filters\`, \`fields\`, \`order_by\` as JSON text,
\`offset\`, \`block\`) and credentials (\`sid\`, the cookie, a bearer, or \`login\`/\`password\`/\`tenant\`, which make a
session for the socket). Bad credentials answer the error envelope with no socket. The first frame is the envelope
\`/api\` would answer (a final error frame, then close 1008, when the request is refused); it is pushed again when the
action's channels fire for a tenant the caller sees, at most once per 250 ms, the last change always followed by a
push. \`HI\`/\`AKN\` text frames keep the socket alive; the server sends \`AKN\` after 25 s of quiet. The end of the
session ends the socket after a final 3200/3300/3500 envelope (close 1000); a client reading too slowly is closed
with 1013. Each action's page says which channels move it.

\`\`\`sh
npx wscat -c 'ws://127.0.0.1:8080/api/ws?action=user_get_list&sid=<sid>&fields=["id","name"]'
\`\`\``,
    codes: [3100, 3200, 3210, 3220, 3300, 3500, 4100, 4210],
  },
  {
    title: 'POST /api/di/upload: upload a disk image',
    anchor: 'upload',
    text: `A \`multipart/form-data\` body with the image in the part \`file\`, and di_create's \`arguments\` (at least
\`disk_image\` and \`osf_id\`) as JSON text in the query or in a form field; credentials as on \`/api\`. The arguments
and ACLs are those of di_create and are checked before the file is stored when they come first. The credentials come
before the file (query, cookie, \`Authorization: Bearer\`, or fields before the file part): nothing of the file is stored
before the caller is authenticated and holds di_create; a refusal there (3100, 3200, 4210, or the arguments' own codes)
is answered at once and the connection closed, the rest of the body unread. Fields before the file take at most
\`SVC_MAX_BODY\` bytes (6100). The file streams to a
temporary file of the images directory and takes its place \`<images>/<id>-<disk_image>\` once the record has
committed. The answer is di_create's envelope. A refused, aborted or oversized upload (\`SVC_MAX_IMAGE_BYTES\`) leaves
no record and no file. \`OPTIONS\` is answered for browsers (CORS as on \`/api\`).

\`\`\`sh
curl -s -X POST "http://127.0.0.1:8080/api/di/upload?sid=<sid>" \\
  -F 'arguments={"disk_image":"ubuntu.img","osf_id":1}' -F file=@ubuntu.img
\`\`\``,
    codes: [2211, 2220, 2250, 2251, 3100, 3200, 3210, 3220, 4210, 4230, 6100, 6230, 6240, 6330, 7110, 7200],
  },
  {
    title: 'WebSocket /api/staging with action=di_create: copy from staging',
    anchor: 'staging-copy',
    text: `\`/api/staging?sid=<sid>&action=di_create&arguments={"disk_image":"<file>","osf_id":1}\` copies
\`<staging>/<file>\` (the staging file stays); only a regular file directly in the staging directory (a symbolic link,
directory, FIFO or device is 2240). Frames: \`{status: 1000, message, total_size, copy_size}\` at least once a
second, then di_create's envelope (or the error) as the final frame, then close 1000. Closing the socket cancels the
copy and leaves nothing behind.`,
    codes: [2210, 2211, 2220, 2230, 2240, 4210, 6240, 6330, 7110, 7200],
  },
  {
    title: 'WebSocket /api/di/download: download from a URL',
    anchor: 'download',
    text: `\`/api/di/download?sid=<sid>&url="https://host/image.img"&action=di_create&arguments={...}\` (\`url\` is JSON
text). Frames as for the staging copy; \`total_size\` is null when the server tells no length. Only http and https;
at most 5 redirects, each checked again. The host name is resolved, the address checked, and that very address
connected to: loopback, private, link-local (169.254.0.0/16, the cloud metadata address among them), shared,
multicast, unique-local and unspecified addresses are refused unless \`SVC_DOWNLOAD_ALLOW\` lists the host name, the
address or a CIDR block holding it. A declared or actual size over \`SVC_MAX_IMAGE_BYTES\`, an HTTP error, 30 s without
data, or a transfer cut or reset by the source end with 2260 (saying what happened) and leave no file and no record;
2211 is for a failure to write here (disk or quota full).`,
    codes: [2211, 2220, 2260, 2261, 4210, 6240, 6330, 7110, 7200],
  },
  {
    title: 'POST /api/di/staging, POST /api/di/download: the same as one HTTP request',
    anchor: 'transfer-requests',
    text: `The staging copy and the download also come as one plain request each, the way the original platform's
console makes them: \`POST /api/di/staging\` and \`POST /api/di/download\` with di_create's parameters (and, for the
download, \`url\` as JSON text) in the query or the body, credentials as on \`/api\`. The transfer is the one of the
WebSocket routes, with the same checks, address policy and codes, without progress frames; the answer is di_create's
envelope once the image is in place. A client that goes away cancels the transfer and leaves nothing behind.

\`\`\`sh
curl -s -X POST "http://127.0.0.1:8080/api/di/staging?sid=<sid>&action=di_create" \\
  --data-urlencode 'arguments={"disk_image":"ubuntu.img","osf_id":1}'
\`\`\``,
    codes: [2210, 2211, 2220, 2230, 2240, 2260, 2261, 4210, 6240, 6330, 7110, 7200],
  },
  {
    title: 'GET /api/log/export: the audit log as NDJSON or CSV',
    anchor: 'log-export',
    text: `The entries of the audit log that log_get_list's \`filters\` select, every one of them, oldest first (by \`id\`),
streamed: \`format=ndjson\` (the default; one JSON object per line, \`application/x-ndjson\`) or \`format=csv\` (a header
line of the field names, then one line per entry, RFC 4180 quoting, \`text/csv\`). \`fields\` chooses the columns as for
log_get_list; credentials, ACLs (\`log.see-main.\`), the tenant scope and the fields the caller may see are those of
log_get_list, which the export runs in batches of 2,000 entries, each read only once the client took the previous one:
the server holds one batch, whatever the size of the log. \`order_by\`, \`offset\` and \`block\` are not taken (6952).
A refused request answers its error envelope and streams nothing; a failure half-way ends the body early with a last
line holding the error envelope (CSV: a \`# export cut\` cell). In CSV, a text cell starting with \`=\`, \`+\`, \`-\`, \`@\`,
a tab or a carriage return gets a leading \`'\`, so that a spreadsheet shows it as text instead of running it as a
formula; numbers are written as they are. A process streams at most 4 exports at once (6951, HTTP 429). GET or POST
(the parameters in the query or the body, as on \`/api\`).

\`\`\`sh
curl -s -H "Authorization: Bearer <sid>" -G http://127.0.0.1:8080/api/log/export \\
  --data-urlencode 'format=csv' --data-urlencode 'filters={"time":{">=":"2026-11-01T00:00:00"}}' > audit.csv
\`\`\``,
    codes: [3100, 3200, 3300, 4210, 4220, 4250, 6210, 6250, 6320, 6323, 6950, 6951, 6952],
  },
  {
    title: 'GET /api/docs/: this reference as web pages',
    anchor: 'reference',
    text: `The pages of this reference in HTML, with a search box over actions, tokens, status codes and headings:
\`/api/docs/\` is the index (\`/api/docs\` redirects there), \`/api/docs/<family>.html\` a family (also without
\`.html\`), \`errors.html\` the status codes, \`routes.html\` this page; \`assets/\` holds the style sheet, the search
script and its index. No credentials are needed: the pages hold what the catalog says, no data. Answers carry a strong
\`ETag\` (a matching \`If-None-Match\` answers 304), \`Cache-Control: public, max-age=300\`, gzip when the client takes it,
and a Content-Security-Policy allowing nothing but the reference's own files. GET and HEAD only (405 otherwise); any path
that is no file of the reference answers 404 with the envelope of 4100.`,
    codes: [4100],
  },
];

/** The status codes a route's section lists (by its anchor), for the machine-readable documents. */
export function routeCodes(catalog: Catalog, anchor: string): number[] {
  const defined = new Set(catalog.errors.map((e) => e.code));
  return (ROUTES.find((r) => r.anchor === anchor)?.codes ?? []).filter((c) => defined.has(c));
}

export function routesPage(catalog: Catalog): string {
  const message = new Map(catalog.errors.map((e) => [e.code, e.message]));
  let out = '# Routes besides /api\n\n[Index](README.md) · [Status codes](errors.md)\n\n';
  out += ROUTES.map((r) => `- [${r.title}](#${r.anchor})`).join('\n') + '\n';
  for (const r of ROUTES) {
    out += `\n<a id="${r.anchor}"></a>\n## ${r.title}\n\n${r.text}\n`;
    const codes = r.codes.filter((c) => message.has(c));
    if (codes.length > 0) out += '\n| Code | Message |\n|---|---|\n';
    for (const code of codes) out += `| [${code}](errors.md#status-${code}) | ${message.get(code)} |\n`;
  }
  return out;
}
