import type { VendorLane } from '@pagoda/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameSession } from '../hooks/use-start-game';
import { fakeApi, renderRouted, vendorCard } from '../test-support';
import { LotteryPage, lotteryVendorOf } from './lottery-page';

const LANES: VendorLane[] = [
  { title: 'LOTT', gameClassify: 'LOTT', cards: [vendorCard({ accountTypeName: 'PST', title: 'LOTT' })] },
  {
    title: 'ELOTT',
    gameClassify: 'ELOTT',
    cards: [
      vendorCard({ accountTypeName: 'FAST', title: 'ELOTT' }),
      vendorCard({ accountTypeName: 'PST', title: 'ELOTT' }),
    ],
  },
];
const GAME_URL = 'https://studio.example/play?token=abc&game=XSMB&view=lobby';
const LAUNCH = '/wps/game/launchGame';

const requested = vi.fn();

/** /lottery with a session whose login popup succeeds at once (a click on "log in"). */
const Harness = ({ start, isTrial = false, refuse }: { start: boolean; isTrial?: boolean; refuse?: () => void }) => {
  const [isLoggedIn, setLoggedIn] = useState(start);
  const session: GameSession = {
    isLoggedIn,
    isTrial,
    requestLogin: () => {
      requested();
      setLoggedIn(true);
    },
    refuseTrial: refuse ?? (() => undefined),
  };
  return (
    <Routes>
      <Route path="/lottery" element={<LotteryPage session={session} />} />
    </Routes>
  );
};

const launchAnswer = () => ({ content: { game_url: GAME_URL } });
const launchParams = (calls: URL[]) => {
  const launches = calls.filter((u) => u.pathname === LAUNCH);
  expect(launches).toHaveLength(1);
  const q = launches[0]!.searchParams;
  return Object.fromEntries(
    [
      'launchMode',
      'lottoArea',
      'vassalage',
      'lottoGameCode',
      'lottoView',
      'lottoPrizeMode',
      'playType',
      'accountType',
    ].map((k) => [k, q.get(k)]),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  requested.mockReset();
});

describe('lotteryVendorOf', () => {
  it('takes the query’s vendor, else the first vendor of the entry’s lane, then of the other lane', () => {
    expect(lotteryVendorOf(LANES, 'TCG_SEA', 'LOTT')).toBe('TCG_SEA');
    expect(lotteryVendorOf(LANES, null, 'LOTT')).toBe('PST');
    expect(lotteryVendorOf(LANES, null, 'ELOTT')).toBe('FAST');
    expect(lotteryVendorOf([LANES[1]!], null, 'LOTT')).toBe('FAST');
    expect(lotteryVendorOf([], null, 'LOTT')).toBeNull();
  });
});

describe('LotteryPage (/lottery)', () => {
  it('opens the first lottery vendor’s lobby full size in the game frame, with a way home', async () => {
    const calls = fakeApi({ [LAUNCH]: launchAnswer });
    renderRouted(<Harness start />, '/lottery', LANES);
    const frame = await screen.findByTitle('Lottery');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(launchParams(calls)).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      vassalage: 'PST',
      lottoGameCode: 'lobby',
      lottoView: 'lobby',
      lottoPrizeMode: 'LOTT',
      playType: null,
      accountType: '1',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('opens a named game on its betting view with the play type, at the query’s vendor', async () => {
    const calls = fakeApi({ [LAUNCH]: launchAnswer });
    renderRouted(<Harness start />, '/lottery?vendor=LOTT&gameCode=ELOTT1&playType=lo2', LANES);
    await screen.findByTitle('Lottery');
    expect(launchParams(calls)).toMatchObject({
      vassalage: 'LOTT',
      lottoGameCode: 'ELOTT1',
      lottoView: 'betting',
      playType: 'lo2',
    });
  });

  it('opens the electronic lottery from the ELOTT entry', async () => {
    const calls = fakeApi({ [LAUNCH]: launchAnswer });
    renderRouted(<Harness start />, '/lottery?prizeMode=ELOTT', LANES);
    expect(await screen.findByTitle('E-Lottery')).toHaveAttribute('src', GAME_URL);
    expect(launchParams(calls)).toMatchObject({ vassalage: 'FAST', lottoPrizeMode: 'ELOTT', lottoView: 'lobby' });
  });

  it('asks a visitor to log in first, calling nothing, then opens the lottery', async () => {
    const calls = fakeApi({ [LAUNCH]: launchAnswer });
    const Visitor = () => {
      const session: GameSession = { isLoggedIn: false, isTrial: false, requestLogin: requested, refuseTrial: vi.fn() };
      return (
        <Routes>
          <Route path="/lottery" element={<LotteryPage session={session} />} />
        </Routes>
      );
    };
    const view = renderRouted(<Visitor />, '/lottery', LANES);
    expect(await screen.findByText('Log in to play the lottery.')).toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requested).toHaveBeenCalledTimes(2);
    view.unmount();

    // The login succeeds: the lottery opens at once.
    renderRouted(<Harness start={false} />, '/lottery', LANES);
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(3));
    expect(await screen.findByTitle('Lottery')).toHaveAttribute('src', GAME_URL);
    expect(launchParams(calls).vassalage).toBe('PST');
  });

  it('refuses a trial account without calling the server', async () => {
    const calls = fakeApi({});
    const refuse = vi.fn();
    renderRouted(<Harness start isTrial refuse={refuse} />, '/lottery', LANES);
    expect(await screen.findByText(/The lottery needs a real account/)).toBeInTheDocument();
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('says so when the brand has no lottery vendor', async () => {
    const calls = fakeApi({});
    renderRouted(<Harness start />, '/lottery', [
      { title: 'RNG', gameClassify: 'RNG', cards: [vendorCard({ accountTypeName: 'SIM', title: 'RNG' })] },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'No lottery here yet' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a refused launch and tries again on request', async () => {
    let launches = 0;
    fakeApi({
      [LAUNCH]: () => {
        launches += 1;
        return launches === 1
          ? { status: 404, body: { success: false, errorCode: 'game_not_found', message: 'no game' } }
          : launchAnswer();
      },
    });
    renderRouted(<Harness start />, '/lottery?gameCode=XSMB', LANES);
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is not available.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByTitle('Lottery')).toHaveAttribute('src', GAME_URL);
    expect(launches).toBe(2);
  });
});
