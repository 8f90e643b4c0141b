import { useCallback } from 'react';
import { useClinic } from '../session/widget-env.tsx';

/**
 * The patient is done: asks the host page to close the modal holding the widget and
 * records 'close modal' (docs/product/api.md#analytics).
 */
export function useCloseModal(): () => void {
  const { host, analytics } = useClinic();
  return useCallback(() => {
    analytics.track('close modal');
    host.post('close-modal', {});
  }, [host, analytics]);
}
