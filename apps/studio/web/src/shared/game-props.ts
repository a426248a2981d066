import type { StudioLang } from '../../../src/engine/types';
import type { FairnessState, Round, SessionValue } from '../../../src/shared/api';

/** What the play page hands a game component (slot-game.tsx, fish-game.tsx). */
export type GameProps = {
  session: SessionValue;
  lang: StudioLang;
  /** Current balance as a decimal string; setBalance after each answer of the server. */
  balance: string;
  setBalance: (balance: string) => void;
  /** Sound on or off (the toggle lives in the play page's top bar). */
  sound: boolean;
  /** Report every settled round (updates the history panel and the fairness state). */
  onRound: (round: Round, fairness: FairnessState) => void;
  /** Show an error code of StudioError (or any message) in the page's toast. */
  onError: (errorCode: string) => void;
  /** Where the launch asked a lottery to open (its `view` and `playType` parameters); other games ignore it. */
  opening?: { view: 'lobby' | 'betting' | null; playType: string | null };
};
