import { ReadableStream } from 'node:stream/web';
import { NodeRequest } from 'srvx/node';

type NodeContext = ConstructorParameters<typeof NodeRequest>[0];

/**
 * srvx's web request over Node's, for tus, with a body that hands on the socket's chunks as they
 * are. srvx reads the body through `Readable.toWeb`, which in Node 20 copies every chunk into a
 * new buffer: for an upload, every byte once more, and the garbage of it (decision 022).
 */
export function uploadRequest(context: NodeContext) {
  const request = new NodeRequest(context);
  const { req } = context;
  let body: ReadableStream<Uint8Array> | null | undefined;
  Object.defineProperty(request, 'body', {
    get: () => {
      body ??= req.method === 'GET' || req.method === 'HEAD' ? null : ReadableStream.from(req);
      return body;
    },
  });
  return request;
}
