import { describe, expect, it } from 'vitest';
import {
  beginPreparation,
  onPickBegins,
  preparingPicks,
} from '../src/lib/upload/pick-preparations';
import { waitingForUploadsLabel } from '../src/lib/upload/waiting-label';

describe('beginPreparation', () => {
  it('counts each pick until its end, and an end called twice only once', () => {
    expect(preparingPicks()).toBe(0);
    const first = beginPreparation();
    const second = beginPreparation();
    expect(preparingPicks()).toBe(2);
    first();
    first();
    expect(preparingPicks()).toBe(1);
    second();
    expect(preparingPicks()).toBe(0);
  });
});

describe('onPickBegins', () => {
  it('tells each listener when a pick starts being prepared, until it unsubscribes', () => {
    const told: number[] = [];
    const stop = onPickBegins(() => told.push(preparingPicks()));
    const first = beginPreparation();
    first();
    stop();
    beginPreparation()();
    expect(told).toEqual([1]);
  });
});

describe('waitingForUploadsLabel', () => {
  const MB = 1_000_000;

  it('weighs each file by its size: a small done file and a large one at half', () => {
    expect(
      waitingForUploadsLabel([
        { state: { status: 'done', uploadId: 'a' }, size: 1 * MB },
        { state: { status: 'uploading', percent: 50 }, size: 3 * MB },
      ]),
    ).toBe('Mengunggah… 62%');
  });

  it('counts a file still being prepared, or not started, as nothing sent', () => {
    expect(
      waitingForUploadsLabel([
        { state: { status: 'preparing' }, size: MB },
        { state: undefined, size: MB },
      ]),
    ).toBe('Mengunggah… 0%');
  });

  it('says 100% only when every byte is out', () => {
    expect(
      waitingForUploadsLabel([
        { state: { status: 'done', uploadId: 'a' }, size: MB },
        { state: { status: 'uploading', percent: 99 }, size: MB },
      ]),
    ).toBe('Mengunggah… 99%');
    expect(waitingForUploadsLabel([{ state: { status: 'done', uploadId: 'a' }, size: MB }])).toBe(
      'Mengunggah… 100%',
    );
  });

  it('says the network is gone when one of them waits for it', () => {
    expect(
      waitingForUploadsLabel([
        { state: { status: 'done', uploadId: 'a' }, size: MB },
        { state: { status: 'offline', percent: 30 }, size: MB },
      ]),
    ).toBe('Menunggu jaringan…');
  });

  it('is 0% for files of no known size', () => {
    expect(waitingForUploadsLabel([{ state: { status: 'preparing' }, size: 0 }])).toBe(
      'Mengunggah… 0%',
    );
  });
});
