import { useReducer, useRef } from 'react';

/** Where a round is: idle (bets may change), reels spinning, the free-spin feature, or a big-win banner. */
export type Phase = 'idle' | 'spinning' | 'free' | 'banner';
export type FreeState = { index: number; count: number; multiplier: number };

export type MachineState = {
  phase: Phase;
  /** The free spin on the reels (1-based), while the feature plays. */
  free: FreeState | null;
  /** Autoplay spins left, or null when autoplay is off. */
  auto: number | null;
};

export type MachineAction =
  | { type: 'phase'; phase: Phase }
  | { type: 'freeSpin'; free: FreeState }
  | { type: 'freeEnd' }
  | { type: 'autoStart'; spins: number }
  /** Autoplay starts its next spin: one fewer left, off after the last. */
  | { type: 'autoTick' }
  | { type: 'autoStop' };

export const initialMachine: MachineState = { phase: 'idle', free: null, auto: null };

export const slotMachine = (state: MachineState, action: MachineAction): MachineState => {
  switch (action.type) {
    case 'phase':
      // Back to idle always closes the feature: no free-spin counter outlives its round.
      return { ...state, phase: action.phase, free: action.phase === 'idle' ? null : state.free };
    case 'freeSpin':
      return { ...state, phase: 'free', free: action.free };
    case 'freeEnd':
      return { ...state, free: null };
    case 'autoStart':
      return { ...state, auto: action.spins > 0 ? action.spins : null };
    case 'autoTick':
      return { ...state, auto: state.auto !== null && state.auto > 1 ? state.auto - 1 : null };
    case 'autoStop':
      return { ...state, auto: null };
  }
};

/**
 * The slot's round state as a reducer. The phase is also kept in a ref, because the round runs in one async
 * function that must read the phase as it is now, not as it was when the function was created.
 */
export const useSlotMachine = () => {
  const [state, dispatch] = useReducer(slotMachine, initialMachine);
  const phaseRef = useRef<Phase>(state.phase);
  const send = (action: MachineAction) => {
    if (action.type === 'phase') phaseRef.current = action.phase;
    else if (action.type === 'freeSpin') phaseRef.current = 'free';
    dispatch(action);
  };
  return { ...state, phaseRef, send };
};
