import type { HostMessenger } from './host-messenger.ts';

/**
 * Inline mode: the host sizes the iframe to the widget, so the widget drops its
 * full-viewport minimum height (data-embed-mode on <html>, see global.css) and reports
 * its content's height on every change, modals included (they overlay the content and
 * must fit too). Returns the stop function.
 */
export function reportHeight(host: Pick<HostMessenger, 'post'>): () => void {
  document.documentElement.dataset.embedMode = 'inline';
  let last = 0;
  const measure = () => {
    const root = document.getElementById('root');
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'));
    const height = Math.ceil(
      Math.max(root?.scrollHeight ?? 0, ...dialogs.map((dialog) => dialog.scrollHeight + 48)),
    );
    if (height === last || height === 0) return;
    last = height;
    host.post('resize', { height });
  };
  const resize = new ResizeObserver(measure);
  const root = document.getElementById('root');
  if (root) resize.observe(root);
  const mutations = new MutationObserver(measure);
  mutations.observe(document.body, { childList: true });
  measure();
  return () => {
    resize.disconnect();
    mutations.disconnect();
  };
}
