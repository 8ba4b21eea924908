import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LruObject } from 'toad-cache';
import type { DrawAnswer } from './qris-png-worker';

/** Pictures kept, by total: a checkout asks for its own total again when the buyer saves it twice. */
const CACHED_PICTURES = 200;

type Caption = { name: string; amount: string };

/**
 * The worker: beside the bundle in dist/ (build.mjs makes it an entry of its own), or, when the
 * server runs from its TypeScript source (tests), that source loaded through tsx, which a worker
 * does not inherit from its parent.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./qris-png-worker.js', import.meta.url));
  // require.resolve finds the CommonJS build of the API; its ES module sits beside it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const source = new URL('./qris-png-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsx.replace(/\.cjs$/, '.mjs'))}); register(); await import(${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
}

/**
 * Draws QRIS pictures on one worker thread, in turn, and keeps the last ones by total. The
 * worker starts with the first picture and ends with `close`.
 */
export function createQrisDrawer() {
  const cache = new LruObject<Promise<Buffer>>(CACHED_PICTURES);
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (e: Error) => void }>();
  let worker: Worker | undefined;
  let nextId = 0;

  const started = () => {
    if (worker) return worker;
    const thread = startWorker();
    thread.on('message', ({ id, png, error }: DrawAnswer) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (png) request?.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      else request?.reject(new Error(error ?? 'QRIS picture not drawn'));
    });
    thread.on('error', (error) => {
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
      worker = undefined;
    });
    thread.unref();
    worker = thread;
    return thread;
  };

  const draw = (payload: string, caption: Caption) =>
    new Promise<Buffer>((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, payload, caption });
    });

  return {
    /** The picture for `key` (the total): from the cache, or drawn once however many ask. */
    picture(key: number, payload: string, caption: Caption): Promise<Buffer> {
      const cached = cache.get(key);
      if (cached) return cached;
      const drawing = draw(payload, caption);
      cache.set(key, drawing);
      drawing.catch(() => cache.delete(key));
      return drawing;
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
