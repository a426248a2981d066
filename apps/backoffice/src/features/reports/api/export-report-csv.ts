import { OPERATOR_TOKEN_HEADER, reportCsvPath, type ReportName } from '@pagoda/contracts';
import { ApiError, toQueryString } from '../../../lib/api';
import { downloadText } from '../../../lib/csv';
import { getMerchantCode, getToken } from '../../../lib/storage';

/**
 * The whole report from the server's CSV export (streamed there in batches, every row of the
 * range, the grid's order), saved as a file. The token goes in a header, so this is a fetch, not a link.
 */
export const exportReportCsv = async (name: ReportName, query: Record<string, unknown>) => {
  const headers: Record<string, string> = { Accept: 'text/csv', Device: 'web' };
  const merchant = getMerchantCode();
  if (merchant) headers.Merchant = merchant;
  const token = getToken();
  if (token) headers[OPERATOR_TOKEN_HEADER] = token;
  const res = await fetch(`${reportCsvPath(name)}${toQueryString(query)}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(body?.errorCode ?? 'unknown', body?.message ?? res.statusText, res.status);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${name}.csv`;
  downloadText(filename, await res.text());
};
