import type { VendorCard, VendorLane } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { gameVendorsQueryOptions } from '../api/get-game-vendors';
import { CategoryNav } from './category-nav';

const card = (i: number, title: VendorCard['title'], hot = false): VendorCard => ({
  id: i,
  accountTypeId: 100 + i,
  accountTypeName: `V${i}`,
  vassalage: `V${i}`,
  displayName: `Vendor ${i}`,
  smallIcon: '',
  lagerIcon: '',
  isGame: 'VASSALAGE',
  isHot: hot ? 1 : 0,
  freeplay: 0,
  gameType: title,
  title,
  walletMode: 'SEAMLESS',
});

const renderNav = (lanes: VendorLane[]) => {
  const client = new QueryClient();
  client.setQueryData(gameVendorsQueryOptions().queryKey, { data: { lanes, prizeMode: 'LOTT' as const } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ul>
          <CategoryNav />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('CategoryNav', () => {
  it('shows one entry per category with vendors and none for empty ones', () => {
    renderNav([
      { title: 'RNG', gameClassify: 'RNG', cards: [card(1, 'RNG')] },
      { title: 'LIVE', gameClassify: 'LIVE', cards: [] },
    ]);
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(screen.queryByRole('link', { name: 'Live Casino' })).toBeNull();
  });

  it('lists at most 11 vendors, with More when the list is full, and a hot badge', () => {
    const cards = Array.from({ length: 13 }, (_, i) => card(i + 1, 'RNG', i === 0));
    renderNav([{ title: 'RNG', gameClassify: 'RNG', cards }]);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Slots' }).closest('li')!);
    const menu = screen.getByRole('menu', { name: 'Slots providers' });
    const items = menu.querySelectorAll('a');
    expect(
      [...items].filter((a) => a.textContent?.startsWith('Vendor') || a.textContent?.includes('Vendor')),
    ).toHaveLength(11);
    expect(screen.getByRole('menuitem', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it('has no More button with fewer than 11 vendors', () => {
    renderNav([{ title: 'FISH', gameClassify: 'FISH', cards: [card(1, 'FISH'), card(2, 'FISH')] }]);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Fishing' }).closest('li')!);
    expect(screen.queryByRole('menuitem', { name: 'More' })).toBeNull();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('launches cockfight and the DS88 lane directly: their entries open the first vendor’s first game', () => {
    const sv3 = { ...card(7, 'COCKFIGHT'), accountTypeName: 'SV3', vassalage: 'SV3', isGame: 'game' as const };
    const ds88 = {
      ...card(8, 'DS88'),
      accountTypeName: 'DS88',
      vassalage: 'DS88',
      gameType: 'COCKFIGHT' as const,
      isGame: 'game' as const,
    };
    renderNav([
      { title: 'LOTT', gameClassify: 'LOTT', cards: [{ ...card(6, 'LOTT'), accountTypeName: 'LOTT' }] },
      { title: 'COCKFIGHT', gameClassify: 'COCKFIGHT', cards: [sv3, card(9, 'COCKFIGHT')] },
      { id: 5, title: 'DS88', gameClassify: 'DS88', cards: [ds88] },
    ]);
    // Lottery opens /lottery with the first vendor; cockfight and DS88 open /game to launch.
    expect(screen.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery?vendor=LOTT');
    expect(screen.getByRole('link', { name: 'Cockfight' })).toHaveAttribute(
      'href',
      '/game?vendor=SV3&gameType=COCKFIGHT&vassalage=SV3',
    );
    // The DS88 lane's vendor keeps its own category (COCKFIGHT) for the game list, not the lane's.
    expect(screen.getByRole('link', { name: 'DS88 Sabong' })).toHaveAttribute(
      'href',
      '/game?vendor=DS88&gameType=COCKFIGHT&vassalage=DS88',
    );
    // Each vendor of the dropdown launches its own first game.
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Cockfight' }).closest('li')!);
    expect(screen.getByRole('menuitem', { name: 'Vendor 9' })).toHaveAttribute(
      'href',
      '/game?vendor=V9&gameType=COCKFIGHT&vassalage=V9',
    );
  });

  it('opens the sports screen from the entry, and a sportsbook from its dropdown vendor', () => {
    renderNav([{ title: 'SPORTS', gameClassify: 'SPORTS', cards: [card(3, 'SPORTS')] }]);
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/sports');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Sports' }).closest('li')!);
    expect(screen.getByRole('menuitem', { name: 'Vendor 3' })).toHaveAttribute(
      'href',
      '/game?vendor=V3&gameType=SPORTS&vassalage=V3',
    );
  });
});
