// Ending a WebSocket from the server: its close frame, then its TCP connection closed at once (RFC 6455
// §5.5.1), not 12-15 s later. uWebSockets.js sends the FIN right after the close frame only when the
// socket is not corked; ended inside its own cork (hyper-express's `ws.atomic`), it leaves the FIN to the
// uncork, which in this engine version never sends it, nor does the client's answering close frame: the
// connection then lingers until the engine's timeout. Frames sent before are already out (each corked
// send uncorks when it returns), so ending uncorked keeps their order.
import type { Websocket } from 'hyper-express';

export function endWebSocket(ws: Websocket, code: number, reason: string): void {
  ws.close(code, reason);
}
