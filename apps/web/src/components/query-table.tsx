import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { Pagination } from './pagination';

/** One column: its header, how a row fills it, and whether it holds figures (right-aligned, tabular). */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/** The row type of a paged result (`{ list: Row[] }`), taken from the query's data. */
export type RowOf<Data> = NonNullable<Data> extends { list: readonly (infer Row)[] } ? Row : never;

/** The part of a TanStack Query result the table reads. */
type TableQuery<Data> = {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
};

/** Page controls: given, the table shows them under the rows (the query's data carries `totalPages`). */
type Paging = { page: number; onPage: (page: number) => void };

type QueryTableProps<Data, Row> = {
  query: TableQuery<Data>;
  rows: (data: Data) => readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  /** The text when the window holds no rows. */
  empty: string;
  errorText: (error: unknown) => string;
  /** The table's heading (an h3 that labels the section). */
  title?: ReactNode;
  /** Shown above the table, under the heading. */
  lead?: ReactNode;
  /** The rows of a `<tfoot>`, for totals. */
  footer?: (data: Data) => ReactNode;
  paging?: Paging & { totalPages: (data: Data) => number };
};

/** A card with a records table: loading, error and empty states, a scrolling wrapper and pagination. */
export const QueryTable = <Data, Row>({
  query,
  rows,
  rowKey,
  columns,
  empty,
  errorText,
  title,
  lead,
  footer,
  paging,
}: QueryTableProps<Data, Row>) => {
  const { t } = useTranslation();
  const id = useId();
  const list = query.data === undefined ? null : rows(query.data);
  return (
    <section
      className="mc-card query-table"
      aria-busy={query.isFetching}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      {title ? <h3 id={`${id}-title`}>{title}</h3> : null}
      {lead}
      {query.isError ? <FormError message={errorText(query.error)} /> : null}
      {query.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {list && list.length === 0 ? <p className="empty-state">{empty}</p> : null}
      {list && list.length > 0 && query.data !== undefined ? (
        <div className="table-scroll">
          <table className="mc-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {footer ? <tfoot>{footer(query.data)}</tfoot> : null}
          </table>
        </div>
      ) : null}
      {paging ? (
        <Pagination
          page={paging.page}
          total={query.data === undefined ? 0 : paging.totalPages(query.data)}
          onChange={paging.onPage}
        />
      ) : null}
    </section>
  );
};
