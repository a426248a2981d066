import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTheme } from '../../../lib/theme';

/** Series colours readable on both themes. */
const PALETTE = ['#2f7de1', '#e0782f', '#2a9d5c', '#9b59d0', '#d64564', '#1fa2a8'];

const useAxis = () => {
  const { theme } = useTheme();
  return theme === 'dark'
    ? {
        text: '#a3afbf',
        grid: '#2f3b4b',
        tooltip: { background: '#18202b', border: '1px solid #2f3b4b', color: '#e5ebf2' },
      }
    : {
        text: '#5a6677',
        grid: '#d9dee6',
        tooltip: { background: '#ffffff', border: '1px solid #d9dee6', color: '#1b2430' },
      };
};

/** A chart with its title; the figure's caption names it for assistive technology. */
export const ChartCard = ({ title, children, summary }: { title: string; children: ReactNode; summary: string }) => (
  <figure className="card chart-card">
    <figcaption className="chart-card__title">{title}</figcaption>
    <div className="chart-card__plot" role="img" aria-label={summary}>
      {children}
    </div>
  </figure>
);

type Series = { key: string; label: string };

const shortDay = (day: string) => day.slice(5);

export const DailyLines = ({
  data,
  series,
  money,
}: {
  data: Record<string, number | string>[];
  series: Series[];
  money: boolean;
}) => {
  const axis = useAxis();
  const fmt = (v: unknown) => (money ? formatMoney(Number(v)) : formatNumber(Number(v)));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={axis.grid} strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} />
        <YAxis tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} tickFormatter={fmt} width={88} />
        <Tooltip formatter={fmt} contentStyle={axis.tooltip} />
        <Legend wrapperStyle={{ color: axis.text, fontSize: 12 }} />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={PALETTE[i % PALETTE.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
};

export const DailyBars = ({ data, series }: { data: Record<string, number | string>[]; series: Series[] }) => {
  const axis = useAxis();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={axis.grid} strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} />
        <YAxis allowDecimals={false} tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} width={48} />
        <Tooltip contentStyle={axis.tooltip} />
        <Legend wrapperStyle={{ color: axis.text, fontSize: 12 }} />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={PALETTE[i % PALETTE.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
};

/** GGR per slice (category, vendor), one horizontal bar each; a losing slice is red. */
export const SliceBars = ({ data, label }: { data: { key: string; ggr: number }[]; label: string }) => {
  const axis = useAxis();
  const fmt = (v: unknown) => formatMoney(Number(v));
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, 36 * data.length + 40)}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 24, left: 8, bottom: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={axis.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} tickFormatter={fmt} />
        <YAxis type="category" dataKey="key" tick={{ fill: axis.text, fontSize: 12 }} stroke={axis.grid} width={72} />
        <Tooltip formatter={fmt} contentStyle={axis.tooltip} />
        <Bar dataKey="ggr" name={label} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.key} fill={d.ggr < 0 ? PALETTE[4] : PALETTE[0]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};
