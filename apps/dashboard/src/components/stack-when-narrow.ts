import { type RefObject, useLayoutEffect } from 'react';

/** A header's words as seen: a visually hidden header (an actions column) labels nothing. */
function visibleText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Each body cell gets its column's header as data-label, shown above its value in a card. */
function labelCells(table: HTMLTableElement): void {
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])].flatMap((cell) =>
    Array<string>(cell.colSpan).fill(visibleText(cell)),
  );
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = headers[column] ?? '';
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}

/**
 * A table wider than its box (a phone) is shown as cards, one per row, each value under its
 * column's name (data-stacked, styled in admin-pages.css), so no column hides behind a
 * sideways scroll; one that fits stays a table. Decided from the table's own width as laid
 * out, again when the box resizes (a window, a <details> opened) or the rows change.
 */
export function useStackWhenNarrow(box: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => {
      for (const table of element.querySelectorAll('table')) labelCells(table);
      element.dataset.stacked = 'false';
      element.dataset.stacked = String(element.scrollWidth > element.clientWidth + 1);
    };
    fit();
    // A frame later: stacking changes the box's height, which the observers would see again.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    let width = element.clientWidth;
    const resized = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      later();
    });
    resized.observe(element);
    const changed = new MutationObserver(later);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
    };
  }, [box]);
}
