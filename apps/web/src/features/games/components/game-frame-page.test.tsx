import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameSession } from '../hooks/use-start-game';
import { fakeApi, gameItem, renderRouted, vendorCard } from '../test-support';
import { GameFramePage } from './game-frame-page';

const SV3 = vendorCard({ accountTypeName: 'SV3', title: 'COCKFIGHT', displayName: 'SV3 Arena' });
const LANES = [{ title: 'COCKFIGHT' as const, gameClassify: 'COCKFIGHT', cards: [SV3] }];
const DIRECT = '/game?vendor=SV3&gameType=COCKFIGHT&vassalage=SV3';
const ARENA = gameItem({ nodeId: 'SV3_arena', vendor: 'SV3', gameType: 'COCKFIGHT', gameName: 'Sabong Arena' });

/** Where the router is, and the browser's Back button. */
const Where = () => {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().search || '(none)'}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
};

/** The /game route with a session whose login popup succeeds at once (a click on "log in"). */
const Harness = ({
  start,
  isTrial = false,
  refuseTrial,
}: {
  start: boolean;
  isTrial?: boolean;
  refuseTrial?: () => void;
}) => {
  const [isLoggedIn, setLoggedIn] = useState(start);
  const session: GameSession = {
    isLoggedIn,
    isTrial,
    requestLogin: () => {
      requested();
      setLoggedIn(true);
    },
    refuseTrial: refuseTrial ?? (() => undefined),
  };
  return (
    <Routes>
      <Route
        path="/game"
        element={
          <>
            <GameFramePage session={session} />
            <Where />
          </>
        }
      />
    </Routes>
  );
};
const requested = vi.fn();

afterEach(() => {
  vi.unstubAllGlobals();
  requested.mockReset();
  sessionStorage.clear();
});

describe('/game?vendor=… (direct launch of cockfight and the DS88 lane)', () => {
  it('asks a visitor to log in first, then opens the vendor’s first game in the iframe', async () => {
    const calls = fakeApi({
      '/wps/relay/GCSGAME_gameList': () => ({ games: [ARENA], totalPages: 1, totalCount: 1, pageSize: 1, pageNum: 1 }),
      '/wps/game/launchGame': () => ({ content: { game_url: 'https://sv3.example/play?t=abc' } }),
    });
    requested.mockImplementation(() => calls.length);
    renderRouted(<Harness start={false} />, DIRECT, LANES);
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(1));
    // Nothing was asked of the server before the login.
    expect(requested.mock.results[0]?.value).toBe(0);
    await waitFor(() =>
      expect(calls.map((u) => u.pathname)).toEqual(['/wps/relay/GCSGAME_gameList', '/wps/game/launchGame']),
    );
    const list = calls[0]!.searchParams;
    expect([list.get('gameType'), list.get('vassalage'), list.get('pageSize'), list.get('pageNo')]).toEqual([
      'COCKFIGHT',
      'SV3',
      '1',
      '1',
    ]);
    const launch = calls[1]!.searchParams;
    expect([launch.get('nodeId'), launch.get('accountType')]).toEqual(['SV3_arena', '1']);
    const frame = await screen.findByTitle('Sabong Arena');
    expect(frame).toHaveAttribute('src', 'https://sv3.example/play?t=abc');
    // The launch replaced the direct link: Back does not return to it (and relaunch).
    expect(screen.getByTestId('where')).toHaveTextContent('(none)');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('(none)');
    expect(calls).toHaveLength(2);
  });

  it('shows the login prompt with the vendor’s name while the visitor has not logged in', async () => {
    fakeApi({});
    const Visitor = () => {
      const session: GameSession = {
        isLoggedIn: false,
        isTrial: false,
        requestLogin: requested,
        refuseTrial: () => undefined,
      };
      return (
        <Routes>
          <Route path="/game" element={<GameFramePage session={session} />} />
        </Routes>
      );
    };
    renderRouted(<Visitor />, DIRECT, LANES);
    expect(await screen.findByRole('heading', { name: 'SV3 Arena' })).toBeInTheDocument();
    expect(screen.getByText('Log in to play SV3 Arena.')).toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requested).toHaveBeenCalledTimes(2);
  });

  it('refuses a trial account a real-money vendor without calling the server', async () => {
    const calls = fakeApi({});
    const refuse = vi.fn();
    renderRouted(<Harness start isTrial refuseTrial={refuse} />, DIRECT, LANES);
    expect(await screen.findByText('SV3 Arena needs a real account.')).toBeInTheDocument();
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('shows a maintenance answer with its window, and tries again on request', async () => {
    const end = Date.UTC(2026, 10, 30, 12, 0, 0);
    let launches = 0;
    fakeApi({
      '/wps/relay/GCSGAME_gameList': () => ({ games: [ARENA], totalPages: 1, totalCount: 1, pageSize: 1, pageNum: 1 }),
      '/wps/game/launchGame': () => {
        launches += 1;
        return launches === 1
          ? {
              status: 503,
              body: {
                success: false,
                errorCode: 'vendor_under_maintenance',
                message: 'maintenance',
                value: { content: { data: { maintainTime: end - 3_600_000, endTime: end } } },
              },
            }
          : { content: { game_url: '/sim/vendor/game?t=1' } };
      },
    });
    renderRouted(<Harness start />, DIRECT, LANES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game provider is under maintenance.');
    expect(alert).toHaveTextContent(new Date(end).toLocaleString());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByTitle('Sabong Arena')).toHaveAttribute('src', '/sim/vendor/game?t=1');
    expect(launches).toBe(2);
  });

  it('says so when the vendor has no game to open', async () => {
    fakeApi({
      '/wps/relay/GCSGAME_gameList': () => ({ games: [], totalPages: 0, totalCount: 0, pageSize: 1, pageNum: 1 }),
    });
    renderRouted(<Harness start />, DIRECT, LANES);
    expect(await screen.findByText('SV3 Arena has no game to open right now.')).toBeInTheDocument();
  });
});
