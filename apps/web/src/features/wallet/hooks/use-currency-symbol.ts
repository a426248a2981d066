import { useBalance } from '../api/get-balance';

/** The brand's currency symbol from the balance call (spec §3: default P). */
export const useCurrencySymbol = (): string => useBalance(0).data?.currencySymbol ?? 'P';
