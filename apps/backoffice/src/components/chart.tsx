import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Series colours readable on both themes (and told apart by their legend, not colour alone). */
export const CHART_COLORS = ['#3b82f6', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16'];

export type ChartSeries = { key: string; label: string; color?: string };
type Datum = Record<string, string | number | null | undefined>;

/**
 * A line, bar or pie chart (Recharts) in a titled figure. `xKey` is the category (a day, a vendor);
 * each series is one numeric field. A pie uses the first series, one slice per row.
 */
export const Chart = ({
  kind,
  title,
  data,
  xKey,
  series,
  height = 260,
  format = (v) => new Intl.NumberFormat().format(v),
  stacked = false,
  footer,
}: {
  kind: 'line' | 'bar' | 'pie';
  title: string;
  data: Datum[];
  xKey: string;
  series: ChartSeries[];
  height?: number;
  format?: (value: number) => string;
  stacked?: boolean;
  footer?: ReactNode;
}) => {
  const { t } = useTranslation();
  const color = (i: number, s?: ChartSeries) => s?.color ?? CHART_COLORS[i % CHART_COLORS.length];
  const tooltipFormatter = (v: unknown) => (typeof v === 'number' ? format(v) : typeof v === 'string' ? v : '');
  const body =
    kind === 'pie' ? (
      <PieChart>
        <Pie data={data} dataKey={series[0]?.key ?? ''} nameKey={xKey} outerRadius="80%" isAnimationActive={false}>
          {data.map((_, i) => (
            <Cell key={i} fill={color(i)} />
          ))}
        </Pie>
        <Tooltip formatter={tooltipFormatter} />
        <Legend />
      </PieChart>
    ) : kind === 'bar' ? (
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} />
        <YAxis tickFormatter={format} width={80} />
        <Tooltip formatter={tooltipFormatter} />
        <Legend />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={color(i, s)}
            stackId={stacked ? 'stack' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    ) : (
      <LineChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} />
        <YAxis tickFormatter={format} width={80} />
        <Tooltip formatter={tooltipFormatter} />
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={color(i, s)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  return (
    <figure className="chart card">
      <figcaption className="chart__title">{title}</figcaption>
      {data.length === 0 ? (
        <p className="chart__empty muted">{t('chart.empty')}</p>
      ) : (
        <div style={{ height }} role="img" aria-label={title}>
          <ResponsiveContainer width="100%" height="100%">
            {body}
          </ResponsiveContainer>
        </div>
      )}
      {footer}
    </figure>
  );
};
