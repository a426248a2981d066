import type { Envelope, Operation, OperationBody, OperationQuery, OperationValue } from '@pagoda/contracts';
import { ErrorCode, OPERATOR_TOKEN_HEADER } from '@pagoda/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { getMerchantCode, getStoredLanguage, getToken } from './storage';

/** A failed call: the envelope's errorCode (translated through `common:error.<code>`) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT_MS = 30_000;

const unauthorisedListeners = new Set<(err: ApiError) => void>();
/** The session layer subscribes here: a 401 ends the session and routes to sign-in. */
export const onUnauthorised = (fn: (err: ApiError) => void) => {
  unauthorisedListeners.add(fn);
  return () => {
    unauthorisedListeners.delete(fn);
  };
};

const queryText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? v.toString()
      : JSON.stringify(v);

/** The query string of a call: empty values are left out, arrays repeat their key. */
export const toQueryString = (query: Record<string, unknown> | undefined) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v as unknown[]) params.append(k, queryText(item));
    else params.set(k, queryText(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** Fills `:name` segments of a contract path. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });

export type CallInput<O> = {
  query?: OperationQuery<O>;
  body?: OperationBody<O>;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
};

const LANGUAGE_HEADER: Record<string, string> = { en: 'EN', zh: 'CN', vi: 'VI' };

/**
 * Calls one operation of the contracts: method and path from the contract, the operator's token,
 * the envelope unwrapped. Any failure is an ApiError with the envelope's code (network and timeouts
 * included), so the UI translates it the same way.
 */
export const apiCall = async <O extends Operation>(op: O, input: CallInput<O> = {}): Promise<OperationValue<O>> => {
  const headers: Record<string, string> = { Device: 'web', 'X-Gateway-Version': '3' };
  const merchant = getMerchantCode();
  if (merchant) headers.Merchant = merchant;
  headers.Language = LANGUAGE_HEADER[getStoredLanguage() ?? 'en'] ?? 'EN';
  const token = getToken();
  if (token) headers[OPERATOR_TOKEN_HEADER] = token;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const url = fillPath(op.path, input.params) + toQueryString(input.query as Record<string, unknown> | undefined);
  let res: Response;
  try {
    res = await fetch(url, {
      method: op.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal,
    });
  } catch (err) {
    if (input.signal?.aborted) throw err;
    throw new ApiError(timeout.aborted ? ErrorCode.RequestTimeout : 'network', String(err), 0);
  }
  let json: Partial<Envelope<unknown>> | null = null;
  try {
    json = (await res.json()) as Partial<Envelope<unknown>>;
  } catch {
    json = null;
  }
  if (!res.ok || !json || json.success === false) {
    const err = new ApiError(
      json?.errorCode ?? `http.${res.status}`,
      json?.message ?? res.statusText,
      res.status,
      json?.value ?? null,
    );
    if (res.status === 401) for (const fn of unauthorisedListeners) fn(err);
    throw err;
  }
  return json.value as OperationValue<O>;
};

/** The query key of a call: the caller's prefix (e.g. ['members']), the operation id and its query. */
export const callKey = <O extends Operation>(prefix: QueryKey, op: O, query?: OperationQuery<O>): QueryKey => [
  ...prefix,
  op.id,
  query ?? null,
];

/**
 * TanStack Query options for a read: `useQuery(callQuery(['members'], operatorListMembers, { page: 1 }))`.
 * Keys start with the area's prefix so the area (or a live event) can invalidate all its reads at once.
 */
export const callQuery = <O extends Operation>(prefix: QueryKey, op: O, query?: OperationQuery<O>) =>
  queryOptions({
    queryKey: callKey(prefix, op, query),
    queryFn: ({ signal }) => apiCall(op, { query, signal }),
  });
