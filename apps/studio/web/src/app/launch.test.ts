import { describe, expect, it, vi } from 'vitest';

// launch.ts resolves lobby URLs against the page; a fixed page address stands in for the iframe's.
vi.stubGlobal('location', new URL('https://studio.example/play'));
const { readLaunch, safeLobby } = await import('./launch');

describe('launch URL', () => {
  it('reads the portal parameters', () => {
    const l = readLaunch('?token=abc&game=jade-temple&lang=vi&mode=fun&lobby=https%3A%2F%2Fportal.example%2Flobby');
    expect(l).toEqual({
      token: 'abc',
      game: 'jade-temple',
      lang: 'VI',
      fun: true,
      lobby: 'https://portal.example/lobby',
      view: null,
      playType: null,
    });
  });

  it('reads a lottery launch’s view and bet type, ignoring an unknown view', () => {
    expect(readLaunch('?token=t&game=ELOTT1&view=lobby')).toMatchObject({ view: 'lobby', playType: null });
    expect(readLaunch('?token=t&game=ELOTT1&view=betting&playType=lo2')).toMatchObject({
      view: 'betting',
      playType: 'lo2',
    });
    expect(readLaunch('?token=t&game=ELOTT1&view=slip').view).toBeNull();
  });

  it('only follows http(s) lobbies', () => {
    expect(safeLobby('javascript:alert(1)')).toBeNull();
    expect(safeLobby('data:text/html,hi')).toBeNull();
    expect(safeLobby('http://portal.example/')).toBe('http://portal.example/');
    expect(safeLobby('/lobby')).toBe('https://studio.example/lobby');
    expect(safeLobby('')).toBeNull();
  });
});
