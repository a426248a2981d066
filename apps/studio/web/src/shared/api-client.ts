import type { z } from 'zod';
import {
  balanceValue,
  fishSceneValue,
  roundsValue,
  roundValue,
  rotateValue,
  sessionValue,
  verifyTableValue,
  verifyValue,
} from '../../../src/shared/api';

/** A failed studio call: errorCode is one of StudioError (translated by the pages). */
export class StudioApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const SESSION_KEY = 'pagoda-studio-session';
export const sessionToken = {
  get: () => sessionStorage.getItem(SESSION_KEY),
  set: (t: string) => sessionStorage.setItem(SESSION_KEY, t),
};

const call = async <S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.infer<S>> => {
  const headers: Record<string, string> = {};
  const token = sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new StudioApiError('studio.platform_unavailable', 'Network error', 0);
  }
  const json = (await res.json().catch(() => null)) as
    { success: true; value: unknown } | { success: false; errorCode: string; message: string } | null;
  if (!json) throw new StudioApiError('studio.platform_unavailable', `HTTP ${res.status}`, res.status);
  if (!json.success) throw new StudioApiError(json.errorCode, json.message, res.status);
  return schema.parse(json.value);
};

/** Every call of the studio API (src/shared/api.ts). */
export const studioApi = {
  /** language and lobby come from the launch URL; the server keeps them with the session. */
  session: (token: string, game: string, launch?: { language: string; lobby: string }) =>
    call(sessionValue, 'POST', '/api/session', { token, game, ...launch }),
  balance: () => call(balanceValue, 'GET', '/api/balance'),
  spin: (coinValue: number) => call(roundValue, 'POST', '/api/slot/spin', { coinValue }),
  fishScene: () => call(fishSceneValue, 'POST', '/api/fish/scene', {}),
  shoot: (b: { sceneId: string; fishId: string; level: number; coinValue: number }) =>
    call(roundValue, 'POST', '/api/fish/shoot', b),
  rounds: (limit = 20) => call(roundsValue, 'GET', `/api/rounds?limit=${limit}`),
  rotate: (clientSeed?: string) => call(rotateValue, 'POST', '/api/fairness/rotate', clientSeed ? { clientSeed } : {}),
  verify: (roundId: string) => call(verifyValue, 'GET', `/api/verify/${encodeURIComponent(roundId)}`),
  verifyTable: (roundId: string) => call(verifyTableValue, 'GET', `/api/verify-table/${encodeURIComponent(roundId)}`),
};
