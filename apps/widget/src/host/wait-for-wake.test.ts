import { describe, expect, it, vi } from 'vitest';
import type { FrameWindow } from './host-messenger.ts';
import { waitForWake } from './wait-for-wake.ts';

const HOST = 'https://bella.example';

/** A framed widget window whose browser names the parent's origin. */
function framedWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const win: FrameWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    location: { origin: 'https://afterlook.test', search: '', ancestorOrigins: [HOST] },
    document: { referrer: '' },
  };
  const deliver = (type: string, origin: string, source: unknown = parent) => {
    for (const listener of [...listeners]) {
      listener({
        data: { source: 'afterlook-host', version: 1, type, payload: {} },
        origin,
        source,
      } as MessageEvent);
    }
  };
  return { win, parent, deliver, listeners };
}

describe('a warm widget waits for wake', () => {
  it("says 'standing-by' to its parent's origin and starts on the parent's 'wake' only", async () => {
    const { win, parent, deliver, listeners } = framedWindow();
    let woken = false;
    const waiting = waitForWake(win).then(() => {
      woken = true;
    });
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'afterlook-widget', type: 'standing-by' }),
      HOST,
    );
    deliver('wake', 'https://evil.example');
    deliver('wake', HOST, {});
    deliver('form-opened', HOST);
    await Promise.resolve();
    expect(woken).toBe(false);
    deliver('wake', HOST);
    await waiting;
    expect(woken).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('starts at once in a window of its own', async () => {
    const topLevel = { ...framedWindow().win } as { parent: unknown };
    topLevel.parent = topLevel;
    await expect(waitForWake(topLevel as FrameWindow)).resolves.toBeUndefined();
  });
});
