// The body of POST /api/di/upload: multipart/form-data with the fields first (di_create's `arguments`,
// and explicit credentials when the client has no session), so the server checks them before it stores
// a byte, then the image in the part `file`. A Blob (a browser's File) becomes one Blob of the three
// pieces; a path (Node), a Node Readable or any async iterable of bytes, or a ReadableStream is streamed
// as it is read, never held whole in memory (fetch with `duplex: 'half'`, sent chunked).

/** What can be uploaded: a Blob or File, a file path (Node), a ReadableStream, or an async iterable of bytes (a Node Readable). */
export type UploadSource = Blob | string | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface MultipartBody {
  body: Blob | ReadableStream<Uint8Array>;
  contentType: string;
  /** The body is a stream: fetch needs `duplex: 'half'`. */
  streamed: boolean;
}

const encoder = new TextEncoder();

function randomBoundary(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `----svc-admin-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A header value inside quotes: quotes and line breaks would end it early. */
function quoted(text: string): string {
  return `"${text.replace(/["\r\n]/g, (c) => encodeURIComponent(c))}"`;
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** A path is read with node:fs, imported only then, so that browsers never load it. */
async function* fileChunks(path: string): AsyncIterable<Uint8Array> {
  const fs = 'node:fs'; // a variable, so that bundlers for browsers leave it alone
  const { createReadStream } = (await import(/* @vite-ignore */ fs)) as { createReadStream(path: string): AsyncIterable<Uint8Array> };
  yield* createReadStream(path);
}

async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function isBlob(source: UploadSource): source is Blob {
  return typeof Blob !== 'undefined' && source instanceof Blob;
}

function isReadableStream(source: UploadSource): source is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== 'undefined' && source instanceof ReadableStream;
}

export function multipartBody(fields: Record<string, string>, source: UploadSource, fileName?: string): MultipartBody {
  const boundary = randomBoundary();
  const name = fileName ?? (typeof source === 'string' ? baseName(source) : typeof File !== 'undefined' && source instanceof File ? source.name : 'image');
  let head = '';
  for (const [field, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(field)}\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${quoted(name)}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (isBlob(source)) return { body: new Blob([head, source, tail]), contentType, streamed: false };

  const chunks = typeof source === 'string' ? fileChunks(source) : isReadableStream(source) ? streamChunks(source) : source;
  let iterator: AsyncIterator<Uint8Array> | undefined;
  let stage: 'head' | 'file' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 'head') {
        stage = 'file';
        controller.enqueue(encoder.encode(head));
        return;
      }
      if (stage === 'done') return;
      iterator ??= chunks[Symbol.asyncIterator]();
      const { done, value } = await iterator.next();
      if (!done) {
        // a Node Buffer is a Uint8Array; strings (a Readable in text mode) are encoded
        controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
        return;
      }
      stage = 'done';
      controller.enqueue(encoder.encode(tail));
      controller.close();
    },
    async cancel(reason) {
      await iterator?.return?.(reason);
    },
  });
  return { body, contentType, streamed: true };
}
