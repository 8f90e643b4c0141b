import { HOST_MESSAGE_SOURCE, type HostToWidgetMessage } from '@afterlook/embed/protocol';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HostMessenger } from './host-messenger.ts';
import { usePreviewTheme } from './use-preview-theme.ts';

const OWN = 'https://afterlook.test';

/** A messenger whose parent is at `targetOrigin`; send() plays a host message. */
function fakeHost(targetOrigin: string | null) {
  const handlers = new Set<(message: HostToWidgetMessage) => void>();
  const host: HostMessenger = {
    targetOrigin,
    post: () => true,
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const send = (themeColor: string | null, fontFamily: string | null = null) => {
    for (const handler of handlers) {
      handler({
        source: HOST_MESSAGE_SOURCE,
        version: 1,
        type: 'preview-theme',
        payload: { themeColor, fontFamily },
      });
    }
  };
  return { host, send, handlers };
}

describe("the dashboard's theme preview", () => {
  it('restyles the widget with the colour being edited when our own dashboard frames it', () => {
    const root = document.createElement('div');
    const { host, send } = fakeHost(OWN);
    renderHook(() => usePreviewTheme(host, OWN, root));
    send('#ff0000', 'Georgia');
    expect(root.style.getPropertyValue('--al-theme')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--al-font')).toMatch(/^"Georgia", /);
    send('not a colour');
    expect(root.style.getPropertyValue('--al-theme')).toBe('#ff0000');
  });

  it("does not listen to a clinic's page (another origin)", () => {
    const root = document.createElement('div');
    const { host, send, handlers } = fakeHost('https://clinic.test');
    renderHook(() => usePreviewTheme(host, OWN, root));
    send('#ff0000');
    expect(handlers.size).toBe(0);
    expect(root.style.getPropertyValue('--al-theme')).toBe('');
  });
});
