import { useBalance } from '../api/get-balance';

/** The brand's currency symbol from the balance call; P (peso) when it sends none. */
export const useCurrencySymbol = (): string => useBalance(0).data?.currencySymbol ?? 'P';
