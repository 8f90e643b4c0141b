import type { ViewType } from '@afterlook/domain';
import { fetchPng } from '../photo/fetch-png.ts';
import type { HostMessenger } from './host-messenger.ts';

/**
 * Hands the capture flow's view to the host page (docs/product/state-machines.md#simulation-flow): the scanned photo and
 * the after image, fetched and posted as PNG blobs. A failure is logged only: the
 * patient's result stays on screen either way.
 */
export function sendScannedView(
  host: Pick<HostMessenger, 'post'>,
  view: { readonly viewType: ViewType; readonly beforeImage: Blob; readonly afterUrl: string },
): void {
  fetchPng(view.afterUrl)
    .then((afterImage) =>
      host.post('scanned-views', {
        views: [{ viewType: view.viewType, beforeImage: view.beforeImage, afterImage }],
      }),
    )
    .catch((error: unknown) =>
      console.error('AfterLook: the after image could not be handed to the page', error),
    );
}
