import type { Envelope, OperationBody, OperationId, OperationQuery, OperationValue, Ops } from '@pagoda/contracts';
import { DEFAULT_LANGUAGE, ErrorCode, GATEWAY_VERSION } from '@pagoda/contracts';
import { API } from '@pagoda/contracts/api-routes';
import { getMerchantCode, getStoredLanguage, getToken } from './storage';

/** A failed call: the envelope's errorCode (translated by the caller) plus HTTP status. */
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

const TIMEOUT_MS = 20_000;

const listeners = new Set<(err: ApiError) => void>();
/** Session-level reactions (a 401 clears the session) subscribe here. */
export const onApiError = (fn: (err: ApiError) => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

/** A query value as text: scalars as themselves, anything else as JSON. */
const queryText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? v.toString()
      : JSON.stringify(v);

const toQuery = (query: Record<string, unknown> | undefined) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, queryText(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const headers = (): Record<string, string> => {
  const h: Record<string, string> = {
    'X-Gateway-Version': String(GATEWAY_VERSION),
    Device: 'web',
    Language: getStoredLanguage() ?? DEFAULT_LANGUAGE,
  };
  const merchant = getMerchantCode();
  if (merchant) h.Merchant = merchant;
  const token = getToken();
  if (token) h.Authorization = token;
  return h;
};

let keyCache: { at: number; key: Promise<string> } | null = null;
const KEY_TTL_MS = 60_000;

const publicKey = () => {
  if (!keyCache || Date.now() - keyCache.at > KEY_TTL_MS) {
    const key = call('getRsaKey', { query: { t: String(Date.now()) } }).then((v) => v.publicKey);
    keyCache = { at: Date.now(), key };
    key.catch(() => (keyCache = null));
  }
  return keyCache.key;
};

/**
 * Calls an (E) operation: the payload is encrypted for the server's current key
 * (docs/payload-encryption.md). A key rotated since it was fetched is retried once.
 */
export const callEncrypted = async <K extends OperationId>(
  id: K,
  payload: OperationBody<Ops[K]>,
): Promise<OperationValue<Ops[K]>> => {
  const { encryptPayload } = await import('./payload-crypto');
  const op = API[id];
  for (let attempt = 0; ; attempt++) {
    const { header, body } = await encryptPayload(payload, await publicKey(), op.method, op.path);
    try {
      return (await request(id, { body, headers: { Encryption: header } })) as OperationValue<Ops[K]>;
    } catch (err) {
      if (attempt === 0 && err instanceof ApiError && err.code === 'payload.encryption.required') {
        keyCache = null;
        continue;
      }
      throw err;
    }
  }
};

type Transport = { signal?: AbortSignal; headers?: Record<string, string> };
/** `{}` when the part is absent, optional when every field of it is, required otherwise. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: undefined }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };
/**
 * What `call(id, input)` takes for one operation: its query and body typed from the contract.
 * `form` posts the body as application/x-www-form-urlencoded, as the original does for a few calls.
 */
export type CallInput<K extends OperationId> = Transport &
  Part<'query', OperationQuery<Ops[K]>> &
  Part<'body', OperationBody<Ops[K]>> & { form?: boolean };
/** The body an operation takes, as the caller writes it (before the server's parsing). */
export type Body<K extends OperationId> = OperationBody<Ops[K]>;
type CallArgs<K extends OperationId> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls one contract operation by its id and returns its `value`, or throws ApiError. Method and
 * path come from API (no schemas in the bundle); query, body and value are typed from the
 * operation: `call('createDeposit', { body })`.
 */
export const call = ((id: OperationId, input?: LooseInput) => request(id, input)) as <K extends OperationId>(
  id: K,
  ...args: CallArgs<K>
) => Promise<OperationValue<Ops[K]>>;

type LooseInput = Transport & { query?: object; body?: unknown; form?: boolean };

const request = async (id: OperationId, input: LooseInput = {}): Promise<unknown> => {
  const op = API[id];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  input.signal?.addEventListener('abort', () => controller.abort());
  let res: Response;
  try {
    res = await fetch(op.path + toQuery(input.query as Record<string, unknown> | undefined), {
      method: op.method,
      headers: {
        ...headers(),
        ...(input.body !== undefined
          ? { 'Content-Type': input.form ? 'application/x-www-form-urlencoded' : 'application/json' }
          : {}),
        ...input.headers,
      },
      body:
        input.body === undefined
          ? null
          : input.form
            ? new URLSearchParams(input.body as Record<string, string>).toString()
            : typeof input.body === 'string'
              ? input.body
              : JSON.stringify(input.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'network error', 0);
  } finally {
    clearTimeout(timer);
  }
  let body: Envelope<unknown> | null = null;
  try {
    body = (await res.json()) as Envelope<unknown>;
  } catch {
    body = null;
  }
  if (!res.ok || !body?.success) {
    const err = new ApiError(
      body?.errorCode ?? (res.status >= 500 ? ErrorCode.InternalError : 'network'),
      body?.message ?? res.statusText,
      res.status,
      body?.value ?? null,
    );
    for (const fn of listeners) fn(err);
    throw err;
  }
  return body.value;
};
