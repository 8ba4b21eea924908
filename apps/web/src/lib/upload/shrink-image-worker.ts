import { shrinkImage } from './shrink-image';

export type ShrinkRequest = { id: number; file: File; longEdge: number };
export type ShrinkReply = { id: number; file: File };

let previous = Promise.resolve();

/**
 * Shrinks the photos it is sent away from the page's thread (shrink-off-thread.ts), one after
 * the other: the first is ready soonest, and only one decoded photo (about 50 MB) is held.
 */
self.onmessage = ({ data }: MessageEvent<ShrinkRequest>) => {
  previous = previous.then(async () => {
    const reply: ShrinkReply = { id: data.id, file: await shrinkImage(data.file, data.longEdge) };
    self.postMessage(reply);
  });
};
