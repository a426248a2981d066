import { VENDOR_API_PREFIX, VENDOR_HEADERS, vendorAuthenticateValue, vendorWalletValue } from '@pagoda/contracts';
import type { z } from 'zod';
import { signBody } from '../../lib/signature';

/** How a platform call ended: answered (success or a refusal with its code), or not known. */
export type PlatformAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; errorCode: string; message: string; value?: unknown }
  | { kind: 'unknown'; error: string };

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/**
 * The platform's seamless wallet API as any vendor calls it (docs/vendor-api.md): signed JSON
 * POSTs under /vendor/v1. A timeout or a 5xx is 'unknown' (the call may have applied), and the
 * caller retries it with the same body; a 4xx answer is a definite refusal.
 */
export const createPlatformClient = (opts: {
  baseUrl: string;
  merchant: string;
  vendor: string;
  secret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}) => {
  const doFetch = opts.fetch ?? fetch;
  const post = async <S extends z.ZodType>(
    call: string,
    schema: S,
    payload: unknown,
  ): Promise<PlatformAnswer<z.infer<S>>> => {
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}${VENDOR_API_PREFIX}/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_HEADERS.merchant]: opts.merchant,
          [VENDOR_HEADERS.vendor]: opts.vendor,
          [VENDOR_HEADERS.signature]: signBody(opts.secret, body),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      return { kind: 'unknown', error: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message };
    }
    const json = (await res.json().catch(() => null)) as {
      success?: boolean;
      value?: unknown;
      errorCode?: string;
      message?: string;
    } | null;
    if (res.status >= 500 || !json) return { kind: 'unknown', error: `HTTP ${res.status}` };
    if (json.success) {
      const parsed = schema.safeParse(json.value);
      return parsed.success ? { kind: 'ok', value: parsed.data } : { kind: 'unknown', error: 'unexpected answer' };
    }
    return { kind: 'refused', errorCode: json.errorCode ?? 'unknown', message: json.message ?? '', value: json.value };
  };

  return {
    authenticate: (token: string) => post('authenticate', vendorAuthenticateValue, { token }),
    balance: (playerId: string) => post('balance', vendorWalletValue, { playerId }),
    /** bet, win, rollback and adjust (a lottery correction): the outbox sends stored bodies unchanged. */
    wallet: (call: 'bet' | 'win' | 'rollback' | 'adjust', body: Record<string, unknown>) =>
      post(call, vendorWalletValue, body),
  };
};
