import { SESSION_LIMITS } from '@afterlook/domain';
import { useEffect } from 'react';
import { useWidgetEnv } from '../session/widget-env.tsx';

/** docs/product/errors.md: after 'Session has expired. Page will refresh in 3 seconds.' the page reloads. */
export function useSessionExpiryReload(expired: boolean) {
  const { browser } = useWidgetEnv();
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(browser.reload, SESSION_LIMITS.expiryReloadMs);
    return () => clearTimeout(timer);
  }, [expired, browser]);
}
