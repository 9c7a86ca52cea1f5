// Generated from catalog/ by `make gen`; do not edit.

export * from './actions.js';
export * from './client-core.js';
export * from './errors.js';
export * from './live.js';
export type * from './types.js';
export type { TransferOptions, TransferProgress } from './transfer.js';
export type { UploadSource } from './upload.js';
