import type { StudioLang } from '../../../src/engine/types';
import { StudioError, type SessionValue } from '../../../src/shared/api';
import { sessionToken, studioApi, StudioApiError } from '../shared/api-client';
import { parseLang } from '../shared/i18n';
import { readStored, writeStored, type Stored } from '../shared/session-store';

/**
 * What the portal put in the iframe URL: /play?token=…&game=…&lang=…&mode=real|fun&lobby=…, and for a
 * lottery launch view=lobby|betting and playType=<bet type> (docs/vendor-api.md, Launch).
 */
export type Launch = {
  token: string;
  game: string;
  lang: StudioLang | null;
  fun: boolean;
  lobby: string | null;
  view: 'lobby' | 'betting' | null;
  playType: string | null;
};

const viewOf = (v: string | null): Launch['view'] => (v === 'lobby' || v === 'betting' ? v : null);

/** Only http(s) lobby addresses are followed: a javascript: URL in the query must never run. */
export const safeLobby = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

export const readLaunch = (search: string = location.search): Launch => {
  const q = new URLSearchParams(search);
  return {
    token: q.get('token') ?? '',
    game: q.get('game') ?? '',
    lang: parseLang(q.get('lang')),
    fun: q.get('mode') === 'fun',
    lobby: safeLobby(q.get('lobby')),
    view: viewOf(q.get('view')),
    playType: q.get('playType') || null,
  };
};

export type Opened = { kind: 'ok'; session: SessionValue } | { kind: 'ended' } | { kind: 'error'; errorCode: string };

// Codes that mean the launch (or the stored session) is no longer valid, as opposed to a passing outage.
const ENDED = new Set<string>([
  StudioError.Unauthorized,
  StudioError.SessionEnded,
  StudioError.BadRequest,
  StudioError.NotFound,
]);

const codeOf = (e: unknown): string => (e instanceof StudioApiError ? e.errorCode : StudioError.PlatformUnavailable);

const resume = async (stored: Stored): Promise<Opened> => {
  sessionToken.set(stored.value.session);
  try {
    const { balance } = await studioApi.balance();
    let lastRound = stored.value.lastRound;
    try {
      // A round settled after the last save (the tab reloaded mid-spin) is the one to show.
      const newest = (await studioApi.rounds(1)).rounds[0];
      if (newest && newest.game === stored.game) lastRound = newest;
    } catch {
      // The history is a nicety here; the stored last round still renders.
    }
    const session: SessionValue = { ...stored.value, balance, lastRound };
    writeStored({ ...stored, value: session });
    return { kind: 'ok', session };
  } catch (e) {
    const code = codeOf(e);
    return ENDED.has(code) ? { kind: 'ended' } : { kind: 'error', errorCode: code };
  }
};

const open = async (launch: Launch): Promise<Opened> => {
  const stored = readStored();
  const sameLaunch = stored && stored.token === launch.token && stored.game === launch.game ? stored : null;
  // A guest fun launch has no token: the studio opens a play-money session (a reload resumes it).
  const guest = launch.fun && !launch.token;
  if ((!launch.token && !guest) || !launch.game) return sameLaunch ? resume(sameLaunch) : { kind: 'ended' };
  if (guest && sameLaunch) return resume(sameLaunch);
  try {
    const details = {
      language: launch.lang ?? 'EN',
      // The server keeps at most 500 characters; a longer lobby stays client-side only.
      lobby: launch.lobby && launch.lobby.length <= 500 ? launch.lobby : '',
    };
    const session = guest
      ? await studioApi.funSession(launch.game, details)
      : await studioApi.session(launch.token, launch.game, details);
    sessionToken.set(session.session);
    writeStored({
      token: launch.token,
      game: launch.game,
      value: session,
      shownRound: sameLaunch?.value.session === session.session ? sameLaunch.shownRound : null,
    });
    return { kind: 'ok', session };
  } catch (e) {
    // Launch tokens are single-use: after a reload the same URL is refused, and the session it opened carries on.
    if (sameLaunch) return resume(sameLaunch);
    const code = codeOf(e);
    return ENDED.has(code) ? { kind: 'ended' } : { kind: 'error', errorCode: code };
  }
};

// One request per launch even when React runs effects twice (StrictMode): a second POST would burn the token.
let opening: { key: string; promise: Promise<Opened> } | null = null;

export const openSession = (launch: Launch, retry = false): Promise<Opened> => {
  const key = `${launch.token}\n${launch.game}`;
  if (!opening || opening.key !== key || retry) opening = { key, promise: open(launch) };
  return opening.promise;
};
