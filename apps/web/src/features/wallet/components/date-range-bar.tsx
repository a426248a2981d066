// Shared with the betting record: the component lives in src/components.
export { DateRangeBar } from '../../../components/date-range-bar';
