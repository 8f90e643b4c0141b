import { CHAT_LIMITS } from '@afterlook/domain';
import { useEffect, useState } from 'react';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The typing effect of bot replies (docs/product/state-machines.md#chat-flows, limits.md): the text appears one character
 * per 10 ms. With reduced motion asked for, or `animate` false, the whole text shows at
 * once. Answers the part shown so far and whether it is complete.
 */
export function useTypingText(
  text: string,
  animate: boolean,
): { readonly shown: string; readonly done: boolean } {
  const [length, setLength] = useState(() =>
    animate && !prefersReducedMotion() ? 0 : text.length,
  );
  const done = length >= text.length;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(
      () => setLength((current) => Math.min(text.length, current + 1)),
      CHAT_LIMITS.typingMsPerChar,
    );
    return () => clearInterval(timer);
  }, [text.length, done]);
  return { shown: text.slice(0, length), done };
}
