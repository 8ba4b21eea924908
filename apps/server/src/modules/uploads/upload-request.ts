import { ReadableStream } from 'node:stream/web';
import { NodeRequest } from 'srvx/node';

type NodeContext = ConstructorParameters<typeof NodeRequest>[0];

/** Hands on the chunks as they are, telling `received` each one's size. */
async function* counted(chunks: AsyncIterable<Uint8Array>, received: (bytes: number) => void) {
  for await (const chunk of chunks) {
    received(chunk.byteLength);
    yield chunk;
  }
}

/**
 * srvx's web request over Node's, for tus, with a body that hands on the socket's chunks as they
 * are, telling `received` the size of each as it is read. srvx reads the body through
 * `Readable.toWeb`, which in Node 20 copies every chunk into a new buffer: for an upload, every
 * byte once more, and the garbage of it (decision 022).
 */
export function uploadRequest(context: NodeContext, received: (bytes: number) => void) {
  const request = new NodeRequest(context);
  const { req } = context;
  let body: ReadableStream<Uint8Array> | null | undefined;
  Object.defineProperty(request, 'body', {
    get: () => {
      body ??=
        req.method === 'GET' || req.method === 'HEAD'
          ? null
          : ReadableStream.from(counted(req, received));
      return body;
    },
  });
  return request;
}
