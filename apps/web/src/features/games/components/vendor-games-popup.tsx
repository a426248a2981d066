import type { GameCategory, GameItem } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useVendorGames } from '../api/get-vendor-games';
import { GameCard } from './game-card';

/** The popup list a vendor entry opens when its category has no list page of its own. */
export const VendorGamesPopup = ({
  target,
  onClose,
  onStart,
}: {
  target: { gameType: GameCategory; vassalage: string } | null;
  onClose: () => void;
  onStart: (g: GameItem) => void;
}) => {
  const { t, i18n } = useTranslation();
  const games = useVendorGames(target?.gameType ?? 'LIVE', target?.vassalage ?? '', i18n.language, Boolean(target));
  return (
    <Modal open={Boolean(target)} onClose={onClose} title={t('games.vendor_games')} size="lg">
      {games.isPending ? <p role="status">{t('app.loading')}</p> : null}
      <ul className="game-grid game-grid--popup">
        {(games.data?.games ?? []).map((g) => (
          <GameCard key={g.nodeId} game={g} onStart={onStart} />
        ))}
      </ul>
    </Modal>
  );
};
