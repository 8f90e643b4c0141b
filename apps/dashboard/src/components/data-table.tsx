import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll.tsx';

/** A column heading; `false` leaves out a column the viewer may not use. */
export type DataColumn =
  | {
      readonly label: string;
      /** Right-aligned, for counts and rates. */
      readonly numeric?: boolean;
      /** Named for screen readers only (a column of buttons). */
      readonly hidden?: boolean;
    }
  | false;

/**
 * The dashboard's table: the scrolling, narrow-stacking box (TableScroll) around a
 * `data-table` with one header row of column headings. The rows are the caller's.
 */
export function DataTable({
  label,
  columns,
  caption,
  className,
  testId,
  children,
}: {
  /** Names the scrolling region. */
  readonly label: string;
  readonly columns: readonly DataColumn[];
  /** A caption for screen readers, where the table needs more than its region's name. */
  readonly caption?: string;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={className ? `data-table ${className}` : 'data-table'} data-testid={testId}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) =>
              column ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: headings are fixed per table
                <th key={index} scope="col" className={column.numeric ? 'number' : undefined}>
                  {column.hidden ? (
                    <span className="visually-hidden">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
