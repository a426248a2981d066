import type { VendorLane } from '@pagoda/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../lib/format';
import type { GameSession } from '../hooks/use-start-game';
import { fakeApi, gameItem, renderRouted, vendorCard } from '../test-support';
import { GameFramePage } from './game-frame-page';
import { maintenanceState, type SportsCategory, SportsPage } from './sports-page';

const member = (over: Partial<GameSession> = {}): GameSession => ({
  isLoggedIn: true,
  isTrial: false,
  requestLogin: vi.fn(),
  refuseTrial: vi.fn(),
  ...over,
});

const renderSports = (category: SportsCategory, lanes: VendorLane[], session = member()) =>
  renderRouted(
    <Routes>
      <Route path="/sports" element={<SportsPage category={category} session={session} />} />
      <Route path="/esports" element={<SportsPage category={category} session={session} />} />
      <Route path="/game" element={<GameFramePage session={session} />} />
    </Routes>,
    category === 'SPORTS' ? '/sports' : '/esports',
    lanes,
  );

const lane = (title: VendorLane['title'], codes: string[]): VendorLane => ({
  title,
  gameClassify: title,
  cards: codes.map((c) => vendorCard({ accountTypeName: c, title, gameType: title === 'ESPORTS' ? 'SPORTS' : title })),
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('maintenanceState', () => {
  const now = Date.UTC(2026, 10, 20, 12);
  it('is down from the start of a window to its end, planned before, and nothing after', () => {
    expect(maintenanceState(undefined, now)).toBeNull();
    expect(maintenanceState({ maintainTime: now - 1, endTime: now + 1 }, now)).toEqual({
      kind: 'down',
      until: now + 1,
    });
    expect(maintenanceState({ maintainTime: now, endTime: null }, now)).toEqual({ kind: 'down', until: null });
    expect(maintenanceState({ maintainTime: now + 5, endTime: now + 9 }, now)).toEqual({
      kind: 'planned',
      from: now + 5,
    });
    expect(maintenanceState({ maintainTime: now - 9, endTime: now }, now)).toBeNull();
  });
});

describe('SportsPage (/sports, /esports)', () => {
  it('tells a visitor there is no sportsbook, with a drawing and a way to the live casino', () => {
    renderSports('SPORTS', [lane('LIVE', ['PGL']), lane('ESPORTS', ['IMES'])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: 'No sportsbook here yet' });
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(within(empty).getByText(/does not offer sports betting/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Go to the live casino' })).toHaveAttribute('href', '/live');
    expect(within(empty).getByRole('link', { name: 'See esports instead' })).toHaveAttribute('href', '/esports');
    expect(screen.queryByRole('list', { name: 'Sportsbooks' })).toBeNull();
  });

  it('sends home instead when the brand has no live casino either', () => {
    renderSports('ESPORTS', [lane('RNG', ['SIM'])]);
    const empty = screen.getByRole('region', { name: 'No esports book here yet' });
    expect(within(empty).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(within(empty).queryByRole('link', { name: 'See sports instead' })).toBeNull();
  });

  it('shows each vendor as a large card with its hot badge and maintenance state', () => {
    const now = Date.now();
    const sports: VendorLane = {
      title: 'SPORTS',
      gameClassify: 'SPORTS',
      cards: [
        vendorCard({ accountTypeName: 'SBO', title: 'SPORTS', displayName: 'SBO Sports', isHot: 1 }),
        vendorCard({
          accountTypeName: 'XB',
          title: 'SPORTS',
          displayName: 'X Bet',
          maintenance: { maintainTime: now - 60_000, endTime: now + 3_600_000 },
        }),
        vendorCard({
          accountTypeName: 'YB',
          title: 'SPORTS',
          displayName: 'Y Bet',
          maintenance: { maintainTime: now + 86_400_000, endTime: null },
        }),
      ],
    };
    renderSports('SPORTS', [sports]);
    const books = within(screen.getByRole('list', { name: 'Sportsbooks' })).getAllByRole('listitem');
    expect(books).toHaveLength(3);
    const hot = within(books[0]!).getByRole('button', { name: 'Play SBO Sports' });
    expect(hot).toBeEnabled();
    expect(hot).toHaveTextContent('HOT');
    expect(hot).toHaveTextContent('Bet now');
    const down = within(books[1]!).getByRole('button', { name: 'Play X Bet' });
    expect(down).toBeDisabled();
    expect(down).toHaveTextContent('Under maintenance');
    expect(down).toHaveAccessibleDescription(`Back at ${formatTime(now + 3_600_000)}`);
    const planned = within(books[2]!).getByRole('button', { name: 'Play Y Bet' });
    expect(planned).toBeEnabled();
    expect(planned).toHaveAccessibleDescription(`Maintenance from ${formatTime(now + 86_400_000)}`);
    expect(screen.queryByRole('region', { name: /No sportsbook/ })).toBeNull();
  });

  it('opens a sportsbook: the vendor’s first game, launched into /game', async () => {
    const calls = fakeApi({
      '/wps/relay/GCSGAME_gameList': (u) => ({
        games: [gameItem({ nodeId: `${u.searchParams.get('vassalage')}_book`, vendor: 'IMES', gameType: 'SPORTS' })],
        totalPages: 1,
        totalCount: 1,
        pageSize: 1,
        pageNum: 1,
      }),
      '/wps/game/launchGame': (u) => ({
        content: { game_url: `https://book.example/?n=${u.searchParams.get('nodeId')}` },
      }),
    });
    renderSports('ESPORTS', [lane('ESPORTS', ['TF', 'IMES'])]);
    fireEvent.click(screen.getByRole('button', { name: 'Play IMES Book' }));
    const frame = await screen.findByTitle('IMES game');
    expect(frame).toHaveAttribute('src', 'https://book.example/?n=IMES_book');
    // An e-sports vendor's games are listed under SPORTS, its category in the vendor list, not ESPORTS.
    expect(calls[0]!.searchParams.get('gameType')).toBe('SPORTS');
    expect(calls[0]!.searchParams.get('vassalage')).toBe('IMES');
    expect(calls[1]!.searchParams.get('accountType')).toBe('1');
  });

  it('asks a visitor to log in and a trial account for a real one, before any call', () => {
    const calls = fakeApi({});
    const visitor = member({ isLoggedIn: false });
    const { unmount } = renderSports('SPORTS', [lane('SPORTS', ['SBO'])], visitor);
    fireEvent.click(screen.getByRole('button', { name: 'Play SBO Book' }));
    expect(visitor.requestLogin).toHaveBeenCalledTimes(1);
    unmount();
    const trial = member({ isTrial: true });
    renderSports('SPORTS', [lane('SPORTS', ['SBO'])], trial);
    fireEvent.click(screen.getByRole('button', { name: 'Play SBO Book' }));
    expect(trial.refuseTrial).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });
});
