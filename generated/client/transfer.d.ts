// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/transfer.ts.

import { type Envelope } from './errors.js';
import type { WebSocketConstructor } from './live.js';
/** How far a transfer is: bytes written on the server, of `total` (null while the source has told no length). */
export interface TransferProgress {
    total: number | null;
    copied: number;
}
export interface TransferOptions {
    /** Ends the transfer: the socket closes, the server cancels and keeps no file and no record. */
    signal?: AbortSignal;
    /** Called with each progress frame (at least once a second while bytes move). */
    onProgress?: (progress: TransferProgress) => void;
}
export declare function runTransfer(url: string, WebSocketImpl: WebSocketConstructor, headers: Record<string, string> | undefined, options?: TransferOptions): Promise<Envelope>;
