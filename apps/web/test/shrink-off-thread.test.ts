import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded once while the file is collected (untimed), so each test's fresh import below only
// runs the module again instead of transforming its imports within the test's time.
import '../src/lib/upload/shrink-off-thread';

/**
 * Node has neither Worker nor OffscreenCanvas: each test puts in a stand-in for the browser's
 * worker and loads the module anew. Without createImageBitmap the page's own shrinking keeps
 * every file as it is, which tells its answer apart from the worker's.
 */
type Listener = ((event: { data: { id: number; file: File } }) => void) | null;

class ReplyingWorker {
  static started = 0;
  /** The long edge of each photo it was asked to shrink. */
  static longEdges: number[] = [];
  onmessage: Listener = null;
  onerror: (() => void) | null = null;
  constructor() {
    ReplyingWorker.started += 1;
  }
  postMessage({ id, file, longEdge }: { id: number; file: File; longEdge: number }) {
    ReplyingWorker.longEdges.push(longEdge);
    const shrunk = new File(['klein'], file.name, { type: 'image/jpeg' });
    queueMicrotask(() => this.onmessage?.({ data: { id, file: shrunk } }));
  }
  terminate() {}
}

class FailingWorker extends ReplyingWorker {
  override postMessage() {
    queueMicrotask(() => this.onerror?.());
  }
}

async function loadWith(worker: typeof ReplyingWorker | undefined) {
  vi.resetModules();
  vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
  vi.stubGlobal('Worker', worker);
  ReplyingWorker.started = 0;
  ReplyingWorker.longEdges = [];
  return import('../src/lib/upload/shrink-off-thread');
}

const photo = () => new File([new Uint8Array(1000)], 'ktp.jpg', { type: 'image/jpeg' });
const EDGE = 2000;

afterEach(() => vi.unstubAllGlobals());

describe('shrinkOffThread', () => {
  it("answers each photo with the worker's file, from one worker", async () => {
    const { shrinkOffThread } = await loadWith(ReplyingWorker);
    const [first, second] = await Promise.all([
      shrinkOffThread(photo(), EDGE),
      shrinkOffThread(photo(), 1600),
    ]);
    expect(first?.size).toBe(5);
    expect(second?.size).toBe(5);
    expect(ReplyingWorker.started).toBe(1);
    expect(ReplyingWorker.longEdges).toEqual([EDGE, 1600]);
  });

  it('shrinks on the page when the worker fails (its script not fetched), and starts a new one for the next photo', async () => {
    const { shrinkOffThread } = await loadWith(FailingWorker);
    const file = photo();
    await expect(shrinkOffThread(file, EDGE)).resolves.toBe(file);
    await expect(shrinkOffThread(photo(), EDGE)).resolves.toHaveProperty('size', 1000);
    expect(ReplyingWorker.started).toBe(2);
  });

  it('starts its one worker when the picker is tapped, before any photo, and the photo then uses it', async () => {
    const { shrinkOffThread, startShrinking } = await loadWith(ReplyingWorker);
    startShrinking();
    startShrinking();
    expect(ReplyingWorker.started).toBe(1);
    expect(await shrinkOffThread(photo(), EDGE)).toHaveProperty('size', 5);
    expect(ReplyingWorker.started).toBe(1);
  });

  it('shrinks on the page where the browser has no worker', async () => {
    const { shrinkOffThread } = await loadWith(undefined);
    const file = photo();
    await expect(shrinkOffThread(file, EDGE)).resolves.toBe(file);
  });
});
