import { describe, expect, it } from 'vitest';
import { startTarget } from './start-game';

const base = {
  gameType: 'RNG' as const,
  vendor: 'SIM',
  accountTypeName: 'SIM',
  gameCode: 'golden-dragon',
  code: 'golden-dragon',
  defaultPlayType: '',
  isGame: 'game' as const,
  vassalage: 'SIM',
};

describe('startTarget (starting a game)', () => {
  it('sends lottery types of lottery vendors to /lottery, leaving empty values out', () => {
    expect(
      startTarget({ ...base, gameType: 'LOTT', vendor: 'LOTT', gameCode: 'VN_NORTH', defaultPlayType: 'lo2' }),
    ).toEqual({
      kind: 'lottery',
      path: '/lottery?vendor=LOTT&gameCode=VN_NORTH&playType=lo2',
    });
    expect(
      startTarget({
        ...base,
        gameType: 'ELOTT',
        vendor: '',
        accountTypeName: 'TCG_LOTTO_VN',
        gameCode: '',
        code: 'HN',
      }),
    ).toEqual({ kind: 'lottery', path: '/lottery?vendor=TCG_LOTTO_VN&gameCode=HN' });
  });

  it('sends a lottery-type game of any other vendor to /lottery too, and launches any ordinary game', () => {
    expect(
      startTarget({ ...base, gameType: 'ELOTT', vendor: 'PST', accountTypeName: 'PST', gameCode: 'ELOTT1' }),
    ).toEqual({ kind: 'lottery', path: '/lottery?vendor=PST&gameCode=ELOTT1' });
    expect(startTarget(base)).toEqual({ kind: 'launch' });
  });

  it('opens a vendor entry on its list page, or in a popup list where there is no page', () => {
    expect(startTarget({ ...base, isGame: 'VASSALAGE', gameType: 'FISH', vassalage: 'PGF' })).toEqual({
      kind: 'vendor-page',
      path: '/fish?vassalage=PGF',
      vassalage: 'PGF',
    });
    expect(startTarget({ ...base, isGame: 'VASSALAGE', gameType: 'LIVE', vassalage: 'PGL' })).toEqual({
      kind: 'vendor-popup',
      gameType: 'LIVE',
      vassalage: 'PGL',
    });
  });
});
