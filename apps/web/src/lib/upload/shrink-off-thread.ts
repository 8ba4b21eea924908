import { shrinkImage } from './shrink-image';
import type { ShrinkReply, ShrinkRequest } from './shrink-image-worker';

type Waiting = { file: File; longEdge: number; resolve: (file: File) => void };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Whatever the worker was still asked is shrunk here instead: a photo is never left waiting. */
function takeOverFrom(failed: Worker) {
  failed.terminate();
  if (worker === failed) worker = undefined;
  for (const [id, { file, longEdge, resolve }] of waiting) {
    waiting.delete(id);
    void shrinkImage(file, longEdge).then(resolve);
  }
}

function startWorker(): Worker | undefined {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const started = new Worker(new URL('./shrink-image-worker.ts', import.meta.url), {
      type: 'module',
    });
    started.onmessage = ({ data }: MessageEvent<ShrinkReply>) => {
      waiting.get(data.id)?.resolve(data.file);
      waiting.delete(data.id);
    };
    // Its script could not be fetched (a dropped connection) or it broke: the next photo tries
    // a new worker.
    started.onerror = () => takeOverFrom(started);
    return started;
  } catch {
    return undefined;
  }
}

/**
 * Starts the worker ahead of a pick (when the picker is tapped): its script and start-up then
 * overlap the seconds the camera or the file chooser is open.
 */
export function startShrinking(): void {
  worker ??= startWorker();
}

/**
 * Decoding and re-encoding a 12-megapixel photo keeps a slow phone's main thread busy for
 * seconds, so taps and the next page would wait: a worker does it. Where no worker can draw,
 * the page shrinks the photo itself.
 */
export function shrinkOffThread(file: File, longEdge: number): Promise<File> {
  startShrinking();
  const current = worker;
  if (!current) return shrinkImage(file, longEdge);
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, { file, longEdge, resolve });
    const request: ShrinkRequest = { id, file, longEdge };
    current.postMessage(request);
  });
}
