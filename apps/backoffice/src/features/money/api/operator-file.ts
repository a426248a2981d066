import { OPERATOR_TOKEN_HEADER } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { getMerchantCode, getToken } from '../../../lib/storage';

/**
 * A receipt or proof image. The file route needs the operator token, which an <img> cannot send, so
 * it is fetched and shown from an object URL (revoked when the query is dropped).
 */
export const fetchOperatorFile = async (id: string, signal?: AbortSignal) => {
  const headers: Record<string, string> = {};
  const token = getToken();
  const merchant = getMerchantCode();
  if (token) headers[OPERATOR_TOKEN_HEADER] = token;
  if (merchant) headers.Merchant = merchant;
  const res = await fetch(`/wps/operator/v1/files/${encodeURIComponent(id)}`, { headers, signal });
  if (!res.ok) throw new Error(`file ${res.status}`);
  return URL.createObjectURL(await res.blob());
};

export const useOperatorFile = (id: string) =>
  useQuery({
    queryKey: ['files', id],
    queryFn: ({ signal }) => fetchOperatorFile(id, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
