import { type ReactNode, useState } from 'react';
import { type DateRange, lastDays } from '../lib/date-range';
import { DateRangeBar } from './date-range-bar';
import './records-filter.css';

/** A records page's window and page; a new window (or filter) starts again at page 1. */
export const useRecordsWindow = (days = 7) => {
  const [range, setRange] = useState<DateRange>(() => lastDays(days));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    setRange: (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
    /** Wraps a filter's setter so that it, too, goes back to page 1. */
    resetting:
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
  };
};

/** The filter card above a records table: the page's own fields, then the date window. */
export const RecordsFilter = ({
  range,
  onRange,
  children,
}: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  children?: ReactNode;
}) => (
  <div className="mc-card records-filter">
    {children}
    <DateRangeBar value={range} onChange={onRange} />
  </div>
);
