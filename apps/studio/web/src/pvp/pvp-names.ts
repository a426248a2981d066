import type { Names } from '../../../src/engine/types';

/** The PvP game's name for the shell's top bar; apart from pvp-text so the shell does not load the room's texts. */
export const PVP_NAMES: Names = {
  EN: 'Niu Niu',
  CN: '牛牛',
  VI: 'Niu Niu',
  JA: 'ニウニウ',
  TH: 'นิวนิว',
  TY: 'Niu Niu',
  ID: 'Niu Niu',
};
