import { INTEGRATION_DEMO_TAG } from '@pagoda/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseImageCdn } from '../../../lib/image-cdn';
import { renderWithI18n } from '../../../test/render';
import { gameItem } from '../test-support';
import { GameCard } from './game-card';

afterEach(() => {
  chooseImageCdn([]);
  sessionStorage.clear();
});

const tile = (over: Parameters<typeof gameItem>[0]) =>
  renderWithI18n(
    <ul>
      <GameCard game={gameItem(over)} onStart={() => undefined} />
    </ul>,
  );

describe('GameCard', () => {
  it("draws the icon from the session's image host (imageCDNs)", () => {
    chooseImageCdn(['https://img.cdn.example']);
    const { container } = tile({ nodeId: 'PST_a', vendor: 'PST', gameType: 'RNG', iconUrl: '/demo/games/a.svg' });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.cdn.example/demo/games/a.svg');
  });

  it("labels a simulator vendor's game as an integration demo, and only those", () => {
    tile({ nodeId: 'SIM_a', vendor: 'SIM', gameType: 'RNG', gameName: 'Golden Dragon', tags: [INTEGRATION_DEMO_TAG] });
    expect(screen.getByRole('button', { name: 'Play Golden Dragon' })).toHaveTextContent('Integration demo');
    tile({ nodeId: 'PST_b', vendor: 'PST', gameType: 'RNG', gameName: 'Jade Temple', tags: ['studio'] });
    expect(screen.getByRole('button', { name: 'Play Jade Temple' })).not.toHaveTextContent('Integration demo');
  });

  it('offers a visitor play for fun only where the vendor has a guest mode, not on every free-play game', () => {
    const funTile = (over: Parameters<typeof gameItem>[0]) =>
      renderWithI18n(
        <ul>
          <GameCard game={gameItem(over)} onStart={() => undefined} onFun={() => undefined} />
        </ul>,
      );
    funTile({
      nodeId: 'PST_a',
      vendor: 'PST',
      gameType: 'RNG',
      gameName: 'Lantern Fortune',
      freeplay: 1,
      guestPlay: 1,
    });
    expect(screen.getByRole('button', { name: 'Play Lantern Fortune for fun' })).toBeInTheDocument();
    // Free play for trial accounts only (the simulator): no guest mode, so no button that would be refused.
    funTile({ nodeId: 'SIM_a', vendor: 'SIM', gameType: 'RNG', gameName: 'Golden Dragon', freeplay: 1, guestPlay: 0 });
    expect(screen.queryByRole('button', { name: 'Play Golden Dragon for fun' })).not.toBeInTheDocument();
  });
});
