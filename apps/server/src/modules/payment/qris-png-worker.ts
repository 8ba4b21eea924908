// The QRIS picture is drawn here, on a thread of its own: jimp's text and PNG encoding take tens
// of milliseconds a picture, which on the main thread would hold every other request.
import { parentPort } from 'node:worker_threads';
import { renderQrisPng } from './qris-png';

export type DrawRequest = {
  id: number;
  payload: string;
  caption: { name: string; amount: string };
};
export type DrawAnswer = { id: number; png?: Uint8Array; error?: string };

parentPort!.on('message', ({ id, payload, caption }: DrawRequest) => {
  renderQrisPng(payload, caption).then(
    (png) => {
      // A copy that owns its memory: a Buffer may share an ArrayBuffer Node refuses to transfer
      // (its pool; Node 26 answers DataCloneError), and transferring it would take the rest along.
      const bytes = new Uint8Array(png);
      parentPort!.postMessage({ id, png: bytes } satisfies DrawAnswer, [bytes.buffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id, error: String(error) } satisfies DrawAnswer),
  );
});
