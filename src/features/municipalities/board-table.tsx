/**
 * The board as a table (docs/product-behaviour.md §2.12): rank, name (a link to the
 * municipality's page), province and the five figures. The ranked table sorts by any figure
 * column or the name, a button in its header (aria-sort on the column it is sorted by); the
 * "Not enough reports yet" table is listed by name. On a phone the box scrolls sideways under
 * the name, which stays put (municipalities.css), so a reader never loses whose row it is.
 */
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { BoardColumn, SortDirection } from '../../domain/municipalities/board';
import type { BoardRow } from '../../domain/municipalities/board-rows';
import { municipalityPagePath } from '../../domain/municipalities/page-path';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { columnLabel, formatDays, formatShare, NO_FIGURE } from './figure-format';

export interface BoardOrder {
  readonly column: BoardColumn;
  readonly direction: SortDirection;
}

interface BoardTableProps {
  readonly rows: readonly BoardRow[];
  /** The id of the heading that names the table. */
  readonly labelledBy: string;
  /** The ranked table: a rank column and sortable headers. */
  readonly sorting?: { readonly order: BoardOrder; readonly onSort: (column: BoardColumn) => void };
}

const FIGURES = ['open', 'resolved', 'medianDaysToResolve', 'resolvedWithin30Days', 'oldestOpenDays'] as const;

function figure(row: BoardRow, column: (typeof FIGURES)[number]): string {
  if (column === 'open' || column === 'resolved') return formatCount(row[column]);
  if (column === 'resolvedWithin30Days') return formatShare(row.resolvedWithin30Days);
  return formatDays(row[column]);
}

/**
 * The names are plain links with one handler on the table body that hands a plain click to the
 * router: a TanStack Link per row (213 of them) was most of the time the board took to draw
 * (issue 39 point 4: under 100 ms with 50,000 reports). A click with a modifier key, or a middle
 * click, stays the browser's (a new tab or window).
 */
function useRowLinkClick() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const code = event.target instanceof Element ? event.target.closest('a[data-code]')?.getAttribute('data-code') : null;
    if (!code) return;
    event.preventDefault();
    void navigate({ to: '/municipalities/$code', params: { code } });
  };
}

export function BoardTable({ rows, labelledBy, sorting }: BoardTableProps) {
  const onRowLinkClick = useRowLinkClick();
  const header = (column: BoardColumn, className?: string) =>
    sorting ? (
      <SortHeader key={column} column={column} order={sorting.order} onSort={sorting.onSort} className={className} />
    ) : (
      <th key={column} scope="col" className={className}>
        {columnLabel(column)}
      </th>
    );
  return (
    // A named, focusable region, so the sideways scroll works from the keyboard too (WCAG 2.1.1).
    <div className={`table-scroll${sorting ? ' ranked' : ''}`} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="board-table">
        <thead>
          <tr>
            {sorting && (
              <th scope="col">
                {t('municipalities.columns.rank')}
              </th>
            )}
            {header('name', 'name-cell')}
            <th scope="col">{t('municipalities.columns.province')}</th>
            {FIGURES.map((column) => header(column, 'figure'))}
          </tr>
        </thead>
        <tbody onClick={onRowLinkClick}>
          {rows.map((row, index) => (
            <tr key={row.code}>
              {sorting && <td>{formatCount(index + 1)}</td>}
              <th scope="row" className="name-cell">
                {/* The boundary file's names are English (as the Municipal Demarcation Board writes them). */}
                <a href={municipalityPagePath(row.code)} data-code={row.code} lang="en">
                  {row.name}
                </a>
              </th>
              <td className="province" lang={row.provinceName === null ? undefined : 'en'}>
                {row.provinceName ?? NO_FIGURE}
              </td>
              {FIGURES.map((column) => (
                <td key={column} className="figure">
                  {figure(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({ column, order, onSort, className }: { column: BoardColumn; order: BoardOrder; onSort: (column: BoardColumn) => void; className?: string | undefined }) {
  const active = order.column === column;
  const ascending = order.direction === 'asc';
  return (
    <th scope="col" className={className} aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {columnLabel(column)}
        <svg className={`sort-mark${active ? ' active' : ''}`} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          {/* One triangle when sorted (up for ascending), both faint when the column could be. */}
          {(!active || ascending) && <path d="M5 0 9 4H1z" />}
          {(!active || !ascending) && <path d="M5 10 1 6h8z" />}
        </svg>
      </button>
    </th>
  );
}
