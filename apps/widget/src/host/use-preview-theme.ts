import { useEffect } from 'react';
import { applyVariables, fontStack, parseHexColor, themeVariables } from '../ui/theme.ts';
import type { HostMessenger } from './host-messenger.ts';

/**
 * The clinic dashboard's live preview ('preview-theme'): the theme colour and font being
 * edited restyle this page at once. Only a parent at the widget's own origin (our
 * dashboard) is heard; a clinic's page sets its theme through the query instead. A
 * colour that is not a hex colour, or null, leaves the current one.
 */
export function usePreviewTheme(
  host: HostMessenger,
  origin: string = window.location.origin,
  root: HTMLElement = document.documentElement,
): void {
  useEffect(() => {
    if (host.targetOrigin !== origin) return;
    return host.listen((message) => {
      if (message.type !== 'preview-theme') return;
      const { themeColor, fontFamily } = message.payload;
      applyVariables(root, {
        ...(themeColor && parseHexColor(themeColor) ? themeVariables(themeColor) : {}),
        ...(fontFamily !== null ? { '--al-font': fontStack(fontFamily) } : {}),
      });
    });
  }, [host, origin, root]);
}
