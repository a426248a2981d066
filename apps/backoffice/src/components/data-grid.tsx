import { type Operation, type OperationQuery, type OperationValue, toCsv } from '@pagoda/contracts';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
  Columns3,
  Download,
  RefreshCw,
  Search,
} from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, callKey, type CallInput } from '../lib/api';
import { downloadText } from '../lib/csv';
import { errorText } from '../lib/error-message';
import { useToast } from './toast';

declare module '@tanstack/react-table' {
  // The grid's own column options (the interface must keep TanStack's type parameters).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'right' | 'center';
  }
}

/** A grid call: a contract whose query is a `gridQuery` and whose value is a `gridPage`. */
type GridOperation = Operation & { value: { _zod: { output: { list: unknown[]; total: number } } } };
type RowOf<O> = OperationValue<O> extends { list: (infer R)[] } ? R : never;

export type GridColumn<Row> = {
  /** The column's id; for a sortable column, the name the contract's `sort` accepts. */
  id: string;
  header: string;
  /** The cell's value (for the CSV too). Default: row[id]. */
  value?: (row: Row) => unknown;
  /** What the cell shows; default: the value as text. */
  cell?: (row: Row) => ReactNode;
  /** The CSV's text of the cell; default: the value. */
  csv?: (row: Row) => unknown;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Hidden until the operator shows it (Columns menu). */
  hidden?: boolean;
};

/** The most rows one export fetches (through the same call, page by page). */
export const EXPORT_CAP = 10_000;
const EXPORT_PAGE = 500;
const PAGE_SIZES = [20, 50, 100, 200];

const valueOf = <Row,>(col: GridColumn<Row>, row: Row): unknown =>
  col.value ? col.value(row) : (row as Record<string, unknown>)[col.id];

/** A plain cell's text: scalars as themselves, anything else as JSON. */
const cellText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
        ? v.toString()
        : JSON.stringify(v);

/**
 * A server-side grid over one contract: paging, sorting and the free search go into the call's
 * `gridQuery`; `filters` adds the page's own filters (the page resets when they change). CSV export
 * fetches every filtered row (up to 10,000) through the same call.
 */
export const DataGrid = <O extends GridOperation>({
  operation,
  queryKey,
  columns,
  filters,
  rowActions,
  rowKey,
  searchable = true,
  exportName,
  initialSort,
  initialPageSize = 50,
  caption,
}: {
  operation: O;
  /** The area's key prefix, e.g. ['members']: live events and mutations invalidate by it. */
  queryKey: QueryKey;
  columns: GridColumn<RowOf<O>>[];
  filters?: Partial<OperationQuery<O>>;
  rowActions?: (row: RowOf<O>) => ReactNode;
  rowKey?: (row: RowOf<O>) => string | number;
  searchable?: boolean;
  /** The CSV file's name (without .csv); no export button without it. */
  exportName?: string;
  initialSort?: { id: string; desc: boolean };
  initialPageSize?: number;
  /** The table's accessible name. */
  caption: string;
}) => {
  type Row = RowOf<O>;
  const { t } = useTranslation();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])),
  );
  const [exporting, setExporting] = useState<{ count: number; total: number } | null>(null);

  const filterKey = JSON.stringify(filters ?? {});
  useEffect(() => setPage(1), [filterKey, q, pageSize]);

  const sort = sorting[0];
  const query = {
    ...(filters ?? {}),
    page,
    pageSize,
    ...(sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {}),
    ...(q ? { q } : {}),
  } as unknown as OperationQuery<O>;

  const result = useQuery({
    queryKey: callKey(queryKey, operation, query),
    queryFn: ({ signal }) => apiCall(operation, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const data = result.data as { list: Row[]; total: number } | undefined;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...columns.map<ColumnDef<Row>>((col) => ({
        id: col.id,
        header: col.header,
        enableSorting: Boolean(col.sortable),
        accessorFn: (row) => valueOf(col, row),
        cell: ({ row }) => (col.cell ? col.cell(row.original) : cellText(valueOf(col, row.original))),
        meta: { align: col.align },
      })),
      ...(rowActions
        ? [
            {
              id: '__actions',
              header: t('actions.actions'),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => <div className="grid__row-actions">{rowActions(row.original)}</div>,
            } satisfies ColumnDef<Row>,
          ]
        : []),
    ],
    [columns, rowActions, t],
  );

  // TanStack Table's instance is mutable by design; the React Compiler skips this component, which is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: data?.list ?? [],
    columns: columnDefs,
    state: { sorting, columnVisibility: visibility },
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    pageCount: pages,
    onSortingChange: (updater) => {
      setSorting(updater);
      setPage(1);
    },
    onColumnVisibilityChange: setVisibility,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ? (row) => String(rowKey(row)) : undefined,
  });

  const exportCsv = async () => {
    if (!exportName) return;
    const visible = columns.filter((c) => visibility[c.id] !== false);
    const rows: Row[] = [];
    try {
      let p = 1;
      let all = Infinity;
      setExporting({ count: 0, total: total });
      while (rows.length < Math.min(all, EXPORT_CAP)) {
        const chunk = (await apiCall(operation, {
          query: { ...(query as Record<string, unknown>), page: p, pageSize: EXPORT_PAGE },
        } as CallInput<O>)) as unknown as { list: Row[]; total: number };
        all = chunk.total;
        rows.push(...chunk.list);
        setExporting({ count: rows.length, total: Math.min(all, EXPORT_CAP) });
        if (chunk.list.length < EXPORT_PAGE) break;
        p += 1;
      }
      const kept = rows.slice(0, EXPORT_CAP);
      const csv = toCsv(
        visible.map((c) => c.header),
        kept.map((row) => visible.map((c) => (c.csv ? c.csv(row) : valueOf(c, row)))),
      );
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      downloadText(`${exportName}-${stamp}.csv`, csv);
      if (all > EXPORT_CAP) toast.info(t('grid.exportCapped', { count: EXPORT_CAP }));
      else toast.success(t('grid.exported', { count: kept.length }));
    } catch (err) {
      toast.error(errorText(t, err));
    } finally {
      setExporting(null);
    }
  };

  const colCount = table.getVisibleLeafColumns().length;
  return (
    <section className="grid" aria-label={caption}>
      <div className="grid__toolbar">
        {searchable ? (
          <form
            className="grid__search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQ(search.trim());
            }}
          >
            <input
              type="search"
              className="input"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                if (!e.target.value) setQ('');
              }}
              placeholder={t('grid.searchPlaceholder')}
              aria-label={t('actions.search')}
              maxLength={100}
            />
            <button type="submit" className="button">
              <Search size={14} aria-hidden />
              {t('actions.search')}
            </button>
          </form>
        ) : null}
        <div className="grid__tools">
          <button type="button" className="button" onClick={() => void result.refetch()} disabled={result.isFetching}>
            <RefreshCw size={14} aria-hidden className={result.isFetching ? 'spin' : undefined} />
            {t('actions.refresh')}
          </button>
          <details className="menu-popover">
            <summary className="button">
              <Columns3 size={14} aria-hidden />
              {t('actions.columns')}
            </summary>
            <div className="menu-popover__panel">
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((c) => (
                  <label key={c.id} className="checkbox">
                    <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
                    {String(c.columnDef.header)}
                  </label>
                ))}
            </div>
          </details>
          {exportName ? (
            <button
              type="button"
              className="button"
              onClick={() => void exportCsv()}
              disabled={Boolean(exporting) || !total}
            >
              <Download size={14} aria-hidden />
              {exporting ? t('grid.exporting', exporting) : t('actions.export')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="grid__scroll">
        <table className="grid__table" aria-busy={result.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const align = header.column.columnDef.meta?.align;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={align ? `align-${align}` : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="grid__sort" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? (
                            <ArrowUp size={12} aria-label={t('grid.sortAsc')} />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={12} aria-label={t('grid.sortDesc')} />
                          ) : (
                            <ArrowUpDown size={12} aria-hidden className="muted" />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending ? (
              <tr>
                <td colSpan={colCount} className="grid__state">
                  {t('grid.loading')}
                </td>
              </tr>
            ) : result.isError && !data ? (
              <tr>
                <td colSpan={colCount} className="grid__state grid__state--error" role="alert">
                  {errorText(t, result.error)}{' '}
                  <button type="button" className="link-button" onClick={() => void result.refetch()}>
                    {t('actions.retry')}
                  </button>
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className="grid__state">
                  {t('grid.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    const align = cell.column.columnDef.meta?.align;
                    return (
                      <td key={cell.id} className={align ? `align-${align}` : undefined}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="grid__pager" aria-label={t('grid.page', { page, pages })}>
        <span className="muted">{t('grid.total', { count: total })}</span>
        <label className="grid__page-size">
          {t('grid.pageSize')}
          <select className="input" value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <span>{t('grid.page', { page, pages })}</span>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPage(1)}
          disabled={page <= 1}
          aria-label={t('grid.first')}
        >
          <ChevronFirst size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPage((p) => Math.max(1, p - 1))}
          disabled={page <= 1}
          aria-label={t('grid.previous')}
        >
          <ChevronLeft size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
          disabled={page >= pages}
          aria-label={t('grid.next')}
        >
          <ChevronRight size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPage(pages)}
          disabled={page >= pages}
          aria-label={t('grid.last')}
        >
          <ChevronLast size={16} aria-hidden />
        </button>
      </nav>
    </section>
  );
};
