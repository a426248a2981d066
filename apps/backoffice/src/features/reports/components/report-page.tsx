import type { Operation, OperationQuery, OperationValue, ReportName } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { apiCall, callKey } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import { exportReportCsv } from '../api/export-report-csv';
import { ReportFilters } from './report-filters';
import { useReportRange } from './use-report-range';
import '../reports.css';

type ReportOperation = Operation & {
  value: { _zod: { output: { list: unknown[]; total: number; timeZone: string } } };
};
type RowOf<O> = OperationValue<O> extends { list: (infer R)[] } ? R : never;

/**
 * One report: the range and time zone, the report's own filters, a server-side grid (with the grid's
 * CSV export of the filtered rows) and the server's streamed CSV of the whole report.
 */
export const ReportPage = <O extends ReportOperation>({
  name,
  operation,
  title,
  description,
  columns,
  extraQuery,
  extraFilters,
  searchable = false,
  initialSort,
  summary,
}: {
  name: ReportName;
  operation: O;
  title: string;
  description: string;
  columns: GridColumn<RowOf<O>>[];
  extraQuery?: Record<string, unknown>;
  extraFilters?: ReactNode;
  searchable?: boolean;
  initialSort: { id: string; desc: boolean };
  /** Figures above the grid, from a first page of the same query (GGR totals). */
  summary?: (value: O['value']['_zod']['output']) => ReactNode;
}) => {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const { range, setRange, query, learnBrandZone } = useReportRange();
  const [exporting, setExporting] = useState(false);
  const filters = { ...query, ...(extraQuery ?? {}) } as unknown as Partial<OperationQuery<O>>;
  // The first page answers the brand's zone and, for reports with totals, the range's totals.
  const head = useQuery({
    queryKey: callKey(['reports', 'head'], operation, { ...filters, pageSize: 1 } as OperationQuery<O>),
    queryFn: ({ signal }) =>
      apiCall(operation, { query: { ...filters, pageSize: 1 } as OperationQuery<O>, signal }) as Promise<
        O['value']['_zod']['output']
      >,
  });

  const brandZone = head.data?.timeZone;
  useEffect(() => {
    if (brandZone) learnBrandZone(brandZone);
  }, [brandZone, learnBrandZone]);

  const serverExport = async () => {
    setExporting(true);
    try {
      await exportReportCsv(name, filters);
    } catch (err) {
      toast.error(errorText(t, err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <button type="button" className="button" onClick={() => void serverExport()} disabled={exporting}>
            <FileDown size={14} aria-hidden />
            {exporting ? t('export.working') : t('export.server')}
          </button>
        }
      />
      <div className="report">
        <ReportFilters range={range} onChange={setRange} brandZone={brandZone} />
        {extraFilters}
        {head.data ? <p className="muted report__zone">{t('zoneNote', { zone: head.data.timeZone })}</p> : null}
        {head.data && summary ? summary(head.data) : null}
        <DataGrid
          operation={operation}
          queryKey={['reports', name]}
          columns={columns}
          filters={filters}
          searchable={searchable}
          exportName={`${name}-${range.from}-${range.to}`}
          initialSort={initialSort}
          caption={title}
        />
      </div>
    </>
  );
};
