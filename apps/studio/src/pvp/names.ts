import type { Names } from '../engine/types';

/** Niu Niu's name in the studio's languages: the catalogue's room names and the game's title bar. */
export const PVP_NAMES: Names = {
  EN: 'Niu Niu',
  CN: '牛牛',
  VI: 'Niu Niu',
  JA: 'ニウニウ',
  TH: 'นิวนิว',
  TY: 'Niu Niu',
  ID: 'Niu Niu',
};
