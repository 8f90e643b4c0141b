import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside this region, which
 * takes the keyboard focus (arrow keys scroll it) and is named for screen readers.
 */
export function TableScroll({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
