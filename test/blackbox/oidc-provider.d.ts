// Types of what the single sign-on tests use of `oidc-provider` (8.x ships none): a provider made from
// its issuer and configuration, whose request handler a test server mounts.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
