import type { z } from 'zod';
import {
  balanceValue,
  fishSceneValue,
  roundsValue,
  roundValue,
  rotateValue,
  sessionValue,
  STUDIO_API,
  studioPath,
  verifyTableValue,
  verifyValue,
  type StudioEndpoint,
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
  { method, path }: StudioEndpoint,
  body?: unknown,
  query = '',
  params: Record<string, string> = {},
): Promise<z.infer<S>> => {
  const url = `${studioPath(path, params)}${query}`;
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
    call(sessionValue, STUDIO_API.session, { token, game, ...launch }),
  /** Guest fun play: no launch token, a play balance of the studio's. */
  funSession: (game: string, launch: { language: string; lobby: string }) =>
    call(sessionValue, STUDIO_API.session, { mode: 'fun', game, ...launch }),
  balance: () => call(balanceValue, STUDIO_API.balance),
  spin: (coinValue: number) => call(roundValue, STUDIO_API.spin, { coinValue }),
  fishScene: () => call(fishSceneValue, STUDIO_API.fishScene, {}),
  shoot: (b: { sceneId: string; fishId: string; level: number; coinValue: number }) =>
    call(roundValue, STUDIO_API.shoot, b),
  rounds: (limit = 20) => call(roundsValue, STUDIO_API.rounds, undefined, `?limit=${limit}`),
  rotate: (clientSeed?: string) => call(rotateValue, STUDIO_API.rotate, clientSeed ? { clientSeed } : {}),
  verify: (roundId: string) => call(verifyValue, STUDIO_API.verify, undefined, '', { roundId }),
  verifyTable: (roundId: string) => call(verifyTableValue, STUDIO_API.verifyTable, undefined, '', { roundId }),
};
