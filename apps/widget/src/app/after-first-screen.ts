/**
 * Runs `task` once the page has loaded and the browser is idle: work for later screens
 * (preloading their code) then never competes with the first screen for a phone's
 * bandwidth or CPU. Safari has no requestIdleCallback: a short timeout stands in.
 * Returns a cancel function.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
