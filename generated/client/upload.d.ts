// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/upload.ts.

/** What can be uploaded: a Blob or File, a file path (Node), a ReadableStream, or an async iterable of bytes (a Node Readable). */
export type UploadSource = Blob | string | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
export interface MultipartBody {
    body: Blob | ReadableStream<Uint8Array>;
    contentType: string;
    /** The body is a stream: fetch needs `duplex: 'half'`. */
    streamed: boolean;
}
export declare function multipartBody(fields: Record<string, string>, source: UploadSource, fileName?: string): MultipartBody;
