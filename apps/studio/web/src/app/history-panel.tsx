import { useEffect, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { Round } from '../../../src/shared/api';
import { studioApi, StudioApiError } from '../shared/api-client';
import { commonText } from '../shared/common-text';
import { Icon } from '../shared/icons';
import { formatMoneyText } from '../shared/money';
import { Panel } from '../shared/panel';
import { formatRoundTime } from '../shared/round-time';
import { appText } from './app-text';

type Props = {
  lang: StudioLang;
  /** Changes whenever a round settles, so an open panel refreshes itself. */
  version: number;
  onClose: () => void;
  onError: (errorCode: string) => void;
};

type Rows = { state: 'loading' } | { state: 'ready'; rounds: Round[] } | { state: 'failed' };

export const HistoryPanel = ({ lang, version, onClose, onError }: Props) => {
  const [rows, setRows] = useState<Rows>({ state: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    studioApi.rounds(20).then(
      ({ rounds }) => live && setRows({ state: 'ready', rounds }),
      (e: unknown) => {
        if (!live) return;
        setRows({ state: 'failed' });
        onError(e instanceof StudioApiError ? e.errorCode : 'error.generic');
      },
    );
    return () => {
      live = false;
    };
  }, [version, reload, onError]);

  return (
    <Panel title={appText(lang, 'history.title')} closeLabel={appText(lang, 'app.close')} onClose={onClose} wide>
      {rows.state === 'loading' && (
        <p className="studio-muted" role="status">
          {appText(lang, 'history.loading')}
        </p>
      )}
      {rows.state === 'failed' && (
        <button type="button" className="studio-button" onClick={() => setReload((n) => n + 1)}>
          {appText(lang, 'app.retry')}
        </button>
      )}
      {rows.state === 'ready' && rows.rounds.length === 0 && (
        <p className="studio-muted">{appText(lang, 'history.empty')}</p>
      )}
      {rows.state === 'ready' && rows.rounds.length > 0 && (
        <>
          <table className="studio-history">
            <thead>
              <tr>
                <th scope="col">{appText(lang, 'history.time')}</th>
                <th scope="col" className="is-num">
                  {appText(lang, 'history.bet')}
                </th>
                <th scope="col" className="is-num">
                  {appText(lang, 'history.win')}
                </th>
                <th scope="col">{appText(lang, 'history.status')}</th>
                <th scope="col">
                  <span className="studio-sr">{commonText(lang, 'history.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.rounds.map((r) => (
                <tr key={r.id} className={r.win !== '0.00' ? 'is-winning' : undefined}>
                  <td>{formatRoundTime(r.createdAt, lang)}</td>
                  <td className="is-num">{formatMoneyText(r.bet)}</td>
                  <td className="is-num">{formatMoneyText(r.win)}</td>
                  <td>
                    <span className={`studio-status is-${r.status.toLowerCase()}`}>
                      {commonText(lang, `status.${r.status}`)}
                    </span>
                  </td>
                  <td>
                    <a
                      className="studio-link"
                      href={`/verify?round=${encodeURIComponent(r.id)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={appText(lang, 'history.verifyRound', { id: r.id })}
                    >
                      {commonText(lang, 'history.verify')}
                      <Icon name="external" size={14} />
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="studio-button is-quiet" onClick={() => setReload((n) => n + 1)}>
            {appText(lang, 'history.refresh')}
          </button>
        </>
      )}
    </Panel>
  );
};
