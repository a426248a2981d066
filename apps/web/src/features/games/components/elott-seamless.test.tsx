import type { VendorLane } from '@pagoda/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRouted, vendorCard } from '../test-support';
import { ElottPage } from './elott-page';
import { SeamlessPage } from './seamless-page';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
};

const lane = (title: VendorLane['title'], cards: Parameters<typeof vendorCard>[0][]): VendorLane => ({
  title,
  gameClassify: title,
  cards: cards.map(vendorCard),
});

const routes = (
  <Routes>
    <Route path="/elott" element={<ElottPage />} />
    <Route path="/seamless" element={<SeamlessPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('ElottPage (/elott)', () => {
  it("opens the first ELOTT vendor's game on the lottery route, as spec §2 says", () => {
    renderRouted(routes, '/elott', [
      lane('ELOTT', [
        { accountTypeName: 'TCG_SEA', title: 'ELOTT' },
        { accountTypeName: 'ELOTT', title: 'ELOTT' },
      ]),
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('/lottery?vendor=TCG_SEA&prizeMode=ELOTT');
  });

  it('tells the player the brand has no electronic lottery, pointing to the lottery it has', () => {
    renderRouted(routes, '/elott', [lane('LOTT', [{ accountTypeName: 'LOTT', title: 'LOTT' }])]);
    expect(screen.getByRole('heading', { level: 1, name: 'No electronic lottery here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the lottery instead' })).toHaveAttribute('href', '/lottery');
  });
});

describe('SeamlessPage (/seamless)', () => {
  it("lists only the brand's seamless-wallet vendors, by category, each opening where its entry does", () => {
    renderRouted(routes, '/seamless', [
      lane('RNG', [
        { accountTypeName: 'PST', title: 'RNG', displayName: 'Pagoda Studio' },
        { accountTypeName: 'PGS', title: 'RNG', displayName: 'Pagoda Slots', walletMode: 'TRANSFER' },
      ]),
      lane('LIVE', [{ accountTypeName: 'PGL', title: 'LIVE', displayName: 'Pagoda Live', walletMode: 'TRANSFER' }]),
      lane('SPORTS', [{ accountTypeName: 'SB', title: 'SPORTS', displayName: 'Book' }]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Seamless wallet games' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const links = screen.getAllByRole('link').filter((l) => l.textContent !== 'Back to home');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Pagoda Studio'),
      expect.stringContaining('Book'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/rng?vassalage=PST');
    expect(links[1]).toHaveAttribute('href', expect.stringMatching(/^\/game\?vendor=SB/));
    expect(screen.queryByRole('heading', { name: 'Live casino' })).toBeNull();
  });

  it('says so when the brand has no seamless-wallet vendor', () => {
    renderRouted(routes, '/seamless', [
      lane('LIVE', [{ accountTypeName: 'PGL', title: 'LIVE', walletMode: 'TRANSFER' }]),
    ]);
    expect(screen.getByRole('heading', { name: 'No seamless-wallet games yet' })).toBeInTheDocument();
  });
});
