import { type ReactNode, useRef } from 'react';
import { useStackWhenNarrow } from './stack-when-narrow.ts';

/**
 * A table that may be wider than its box. Where it does not fit (a phone) its rows become
 * cards (useStackWhenNarrow); otherwise it scrolls sideways inside this region, which takes
 * the keyboard focus (arrow keys scroll it) and is named for screen readers.
 */
export function TableScroll({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  useStackWhenNarrow(box);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section ref={box} className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
