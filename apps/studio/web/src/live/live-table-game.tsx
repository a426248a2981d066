// The LIVE category's game page: connects to the table named by the session and shows the shared-round table
// (baccarat, dragon tiger, sic bo, roulette) or the blackjack seat.
import type { GameProps } from '../shared/game-props';
import { useTexts } from '../shared/i18n';
import { BlackjackTable } from './blackjack-table';
import { ConnectionBadge } from './live-chrome';
import { useLiveLink } from './live-link';
import { liveText } from './live-text';
import { isSharedTable } from './outcomes';
import { SharedTable } from './shared-table';
import './live.css';

export const LiveTableGame = (props: GameProps) => {
  // This chunk's texts (registered on import) in the player's language, before the first paint.
  useTexts(props.lang);
  const { lang, session, onError } = props;
  const link = useLiveLink(session.session, lang, onError);
  const table = link.model.table;

  if (!table) {
    return (
      <div className="studio-screen live-connecting" role="status" data-testid="live-connecting">
        <div className="studio-spinner" aria-hidden="true" />
        <ConnectionBadge lang={lang} conn={link.conn} />
      </div>
    );
  }
  if (table.code === 'blackjack') return <BlackjackTable table={table} link={link} props={props} />;
  if (isSharedTable(table.code)) {
    return <SharedTable key={table.code} game={table.code} table={table} link={link} props={props} />;
  }
  return (
    <div className="studio-screen">
      <p role="alert">{liveText(lang, 'live.not_allowed')}</p>
    </div>
  );
};
