import { i18next } from '../i18n';

const LOCALE: Record<string, string> = { en: 'en-GB', zh: 'zh-CN', vi: 'vi-VN' };
export const currentLocale = () => LOCALE[i18next.language] ?? 'en-GB';

/** Money as the operator API sends it (a decimal number or text of major units): grouped, two decimals. */
export const formatMoney = (value: number | string | null | undefined, currency?: string) => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const text = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return currency ? `${currency} ${text}` : text;
};

export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : new Intl.NumberFormat(currentLocale()).format(value);

/** A date-time (epoch ms or ISO text) in the operator's locale; `timeZone` the brand's when given. */
export const formatDateTime = (value: number | string | Date | null | undefined, timeZone?: string) => {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'short',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(d);
};
