import type { GameCategory, RoomItem, VendorLane } from '@pagoda/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOMS_REFRESH_MS } from '../api/get-room-list';
import type { GameSession } from '../hooks/use-start-game';
import { fakeApi, gameItem, renderRouted, vendorCard } from '../test-support';
import { GameFramePage } from './game-frame-page';
import { GameListPage } from './game-list-page';
import { seatDots } from './room-card';

const member = (over: Partial<GameSession> = {}): GameSession => ({
  isLoggedIn: true,
  isTrial: false,
  requestLogin: vi.fn(),
  refuseTrial: vi.fn(),
  ...over,
});

const LANES: VendorLane[] = [
  {
    title: 'PVP',
    gameClassify: 'PVP',
    cards: [
      vendorCard({ accountTypeName: 'PGP', title: 'PVP', displayName: 'Pagoda Cards' }),
      vendorCard({ accountTypeName: 'PST', title: 'PVP', displayName: 'Pagoda Studio' }),
    ],
  },
];

const roomItem = (nodeId: string, gameName: string, minBet: number, room?: RoomItem['room']): RoomItem => ({
  ...gameItem({ nodeId, vendor: nodeId.split('_')[0]!, gameType: 'PVP', gameName, minBet }),
  ...(room ? { room } : {}),
});
const live = (taken: number, over: Partial<{ seats: number; bots: number; status: string }> = {}) => {
  const seats = over.seats ?? 6;
  return {
    status: (over.status ?? 'betting') as 'betting',
    stake: 1,
    seats,
    taken,
    free: seats - taken,
    bots: over.bots ?? 0,
  };
};
const ROOMS = (taken = 3): RoomItem[] => [
  roomItem('PST_niuniu-1', 'Niu Niu 1.00', 1, { ...live(taken, { bots: 1 }) }),
  roomItem('PST_niuniu-5', 'Niu Niu 5.00', 5, { ...live(6, { status: 'settling' }), stake: 5 }),
  roomItem('PST_niuniu-20', 'Niu Niu 20.00', 20, { status: 'unavailable' }),
  roomItem('PGP_tongits-pro', 'Tongits Pro Room', 2.5),
];

/** The list page of a game type beside the /game route, on a fake API. */
const setup = (opts: { gameType?: GameCategory; path?: string; session?: GameSession; rooms?: () => RoomItem[] }) => {
  const session = opts.session ?? member();
  const calls = fakeApi({
    '/wps/relay/GCSGAME_gameList': (u) => {
      const games =
        u.searchParams.get('vassalage') === 'PST'
          ? []
          : [gameItem({ nodeId: 'PGP_pusoy', vendor: 'PGP', gameType: 'PVP', gameName: 'Pusoy' })];
      return { games, totalPages: 1, totalCount: games.length, pageSize: 24, pageNum: 1 };
    },
    '/wps/relay/MCSFE_getFavoriteGames': () => ({ body: { success: true, value: [] } }),
    '/wps/relay/GLS2_roomList': (u) => ({
      list: (opts.rooms ?? ROOMS)().filter(
        (r) => !u.searchParams.get('vassalage') || r.vendor === u.searchParams.get('vassalage'),
      ),
    }),
    '/wps/game/launchGame': (u) => ({
      content: { game_url: `https://studio.example/play?n=${u.searchParams.get('nodeId')}` },
    }),
  });
  const view = renderRouted(
    <Routes>
      <Route
        path="/pvp"
        element={<GameListPage gameType={opts.gameType ?? 'PVP'} session={session} offersTy={false} />}
      />
      <Route path="/game" element={<GameFramePage session={session} />} />
    </Routes>,
    opts.path ?? '/pvp',
    LANES,
  );
  return { calls, session, unmount: view.unmount };
};
/** A loaded machine renders the first page slowly. */
const SLOW = { timeout: 5_000 };
const roomCalls = (calls: URL[]) => calls.filter((u) => u.pathname === '/wps/relay/GLS2_roomList');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('seatDots', () => {
  it('draws people, then bots, then free seats, one dot per seat', () => {
    expect(seatDots({ seats: 6, taken: 3, bots: 1 })).toEqual(['player', 'player', 'bot', 'free', 'free', 'free']);
    expect(seatDots({ seats: 2, taken: 2, bots: 2 })).toEqual(['bot', 'bot']);
    // A vendor claiming more bots than taken seats never turns a free seat into a bot.
    expect(seatDots({ seats: 4, taken: 1, bots: 3 })).toEqual(['bot', 'free', 'free', 'free']);
  });
});

describe('/pvp rooms', () => {
  it('shows a card per room above the game grid: stake, seats, bots and status', async () => {
    setup({});
    const list = await screen.findByRole('list', { name: 'Rooms' }, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms' })).toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Niu Niu 1.00',
      'Niu Niu 5.00',
      'Niu Niu 20.00',
      'Tongits Pro Room',
    ]);
    const [one, five, twenty, demo] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(one).toHaveTextContent('Stake 1.00');
    expect(within(one).getByRole('img', { name: '3 of 6 seats taken' })).toBeInTheDocument();
    expect(one).toHaveTextContent('3 / 6');
    expect(one.querySelectorAll('.seat-dot--player')).toHaveLength(2);
    expect(one.querySelectorAll('.seat-dot--bot')).toHaveLength(1);
    expect(one.querySelectorAll('.seat-dot--free')).toHaveLength(3);
    expect(one).toHaveTextContent('Bots: 1');
    expect(one).toHaveTextContent('Betting');
    expect(five).toHaveTextContent('Stake 5.00');
    expect(five).toHaveTextContent('6 / 6');
    expect(five).toHaveTextContent('Full · Settling');
    expect(five).not.toHaveTextContent('Bots');
    // A vendor that did not answer: the room stays, without seats.
    expect(twenty).toHaveTextContent('Seats unavailable right now');
    expect(within(twenty).queryByRole('img', { name: /seats taken/ })).toBeNull();
    // A vendor without live occupancy: name, stake from the game, and Join.
    expect(demo).toHaveTextContent('Stake 2.50');
    expect(demo.querySelector('.room-card__status')).toBeNull();
    for (const c of cards) expect(within(c).getByRole('button', { name: /^Join / })).toBeEnabled();
    // The rooms are not repeated in the game grid.
    const grid = screen.getByRole('list', { name: 'Games' });
    expect(await within(grid).findByRole('button', { name: 'Play Pusoy' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('joins a room through the start-game flow into the game frame', async () => {
    const { calls } = setup({});
    fireEvent.click(await screen.findByRole('button', { name: 'Join Niu Niu 1.00' }, SLOW));
    const frame = await screen.findByTitle('Niu Niu 1.00');
    expect(frame).toHaveAttribute('src', 'https://studio.example/play?n=PST_niuniu-1');
    const launch = calls.find((u) => u.pathname === '/wps/game/launchGame')!;
    expect(launch.searchParams.get('nodeId')).toBe('PST_niuniu-1');
    expect(launch.searchParams.get('accountType')).toBe('1');
  });

  it('asks a visitor to log in and refuses a trial account, before any launch', async () => {
    const visitor = member({ isLoggedIn: false });
    const first = setup({ session: visitor });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Niu Niu 5.00' }, SLOW));
    expect(visitor.requestLogin).toHaveBeenCalledTimes(1);
    expect(first.calls.some((u) => u.pathname === '/wps/game/launchGame')).toBe(false);
    first.unmount();
    vi.unstubAllGlobals();
    const trial = member({ isTrial: true });
    const second = setup({ session: trial });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Niu Niu 5.00' }, SLOW));
    expect(trial.refuseTrial).toHaveBeenCalledTimes(1);
    expect(second.calls.some((u) => u.pathname === '/wps/game/launchGame')).toBe(false);
  });

  it('refreshes the rooms every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let taken = 3;
    const { calls } = setup({ rooms: () => ROOMS(taken) });
    expect(await screen.findByRole('img', { name: '3 of 6 seats taken' })).toBeInTheDocument();
    expect(roomCalls(calls)).toHaveLength(1);
    taken = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROOMS_REFRESH_MS - 100);
    });
    expect(roomCalls(calls)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByRole('img', { name: '5 of 6 seats taken' })).toBeInTheDocument();
    expect(roomCalls(calls)).toHaveLength(2);
  });

  it('shows a vendor’s rooms instead of an empty grid, and asks for one vendor’s rooms only', async () => {
    const { calls } = setup({ path: '/pvp?vassalage=PST' });
    const list = await screen.findByRole('list', { name: 'Rooms' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await vi.waitFor(() => expect(screen.getByRole('list', { name: 'Games' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('No games here yet.')).toBeNull();
    expect(roomCalls(calls).every((u) => u.searchParams.get('vassalage') === 'PST')).toBe(true);
  });

  it('says the list is empty when the chosen vendor has neither games nor rooms', async () => {
    setup({ path: '/pvp?vassalage=PST', rooms: () => [] });
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rooms' })).toBeNull();
  });

  it('has no rooms section, and asks for none, on other game pages', async () => {
    const { calls } = setup({ gameType: 'RNG', rooms: () => [] });
    expect(await screen.findByRole('list', { name: 'Games' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((u) => u.pathname === '/wps/relay/GCSGAME_gameList')).toBe(true));
    expect(roomCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Rooms' })).toBeNull();
  });
});
