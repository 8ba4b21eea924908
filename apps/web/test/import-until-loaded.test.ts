import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importUntilLoaded } from '../src/lib/import-until-loaded';

const failed = (): Promise<string> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('importUntilLoaded: on-demand code a flaky network does not take away', () => {
  let online: boolean;
  const browser = new EventTarget();

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('window', browser);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives the module of the first download that arrives, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(importUntilLoaded(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while online, tries again after 2 s, then 4, 8, 16, 30 and 30 s', async () => {
    const load = vi.fn(failed);
    let module: string | undefined;
    void importUntilLoaded<string>(load).then((loaded) => (module = loaded));
    const pauses = [2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [index, pause] of pauses.entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(load).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(index + 2);
    }
    load.mockImplementation(() => Promise.resolve('module'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(module).toBe('module');
  });

  it('while offline, waits for the connection instead of the clock', async () => {
    online = false;
    const load = vi.fn(failed);
    const loaded = importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(() => Promise.resolve('module'));
    online = true;
    browser.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
