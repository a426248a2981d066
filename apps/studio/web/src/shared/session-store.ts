import type { FairnessState, Round, SessionValue } from '../../../src/shared/api';

/** The launch's session in sessionStorage, so a reload resumes it; the shell and the games both update it. */
export type Stored = { token: string; game: string; value: SessionValue; shownRound: string | null };
const STORE_KEY = 'pagoda-studio-launch';

export const readStored = (): Stored | null => {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
};

export const writeStored = (s: Stored) => {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(s));
  } catch {
    // Storage full or blocked (private mode): a reload then simply needs a fresh launch from the lobby.
  }
};

/** Keeps the stored copy current, so a reload after rounds shows today's balance, seeds and last round. */
export const rememberSession = (patch: { balance?: string; fairness?: FairnessState; lastRound?: Round }) => {
  const s = readStored();
  if (s) writeStored({ ...s, value: { ...s.value, ...patch } });
};

/** Marks a round as fully presented: a reload after that does not replay its result. */
export const markRoundShown = (roundId: string) => {
  const s = readStored();
  if (s) writeStored({ ...s, shownRound: roundId });
};

export const wasRoundShown = (roundId: string): boolean => readStored()?.shownRound === roundId;
