import { useEffect, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { VerifyTableValue } from '../../../src/shared/api';
import { blackjack, TABLES } from '../../../src/tables';
import type { SharedTableGame } from '../../../src/tables/types';
import { studioApi, StudioApiError } from '../shared/api-client';
import { recomputeTable } from './recompute-table';
import { verifyText } from './verify-text';

const tableName = (code: string, lang: StudioLang) =>
  code === 'blackjack'
    ? blackjack.names[lang]
    : code in TABLES
      ? TABLES[code as SharedTableGame].names[lang]
      : code.startsWith('niuniu')
        ? `Niu Niu ${code.split('-')[1] ?? ''}`
        : code;

const Mark = ({ ok, lang }: { ok: boolean | null; lang: StudioLang }) => (
  <strong>
    {ok === null
      ? verifyText(lang, 'verify.waiting')
      : ok
        ? verifyText(lang, 'verify.matches')
        : verifyText(lang, 'verify.mismatch')}
  </strong>
);

/** /verify?table=<round>: a live-table round, blackjack hand or PvP hand dealt again in this browser. */
export const TableVerify = ({ roundId, lang }: { roundId: string; lang: StudioLang }) => {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; value: VerifyTableValue } | { kind: 'error'; code: string }
  >({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    studioApi.verifyTable(roundId).then(
      (value) => live && setState({ kind: 'ready', value }),
      (e: unknown) => live && setState({ kind: 'error', code: e instanceof StudioApiError ? e.errorCode : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [roundId]);

  if (state.kind === 'loading')
    return (
      <p className="verify-card" role="status">
        {verifyText(lang, 'verify.loading')}
      </p>
    );
  if (state.kind === 'error')
    return (
      <p className="verify-card verify-error" role="alert">
        {verifyText(lang, 'verify.notFound')}
      </p>
    );
  const v = state.value;
  const check = recomputeTable(v);
  return (
    <section className="verify-card" aria-labelledby="verify-table-title">
      <h2 id="verify-table-title">
        {tableName(v.table, lang)} <span className="studio-mono">#{v.roundId}</span>
      </h2>
      <dl className="verify-facts">
        <div className="studio-field">
          <dt>{verifyText(lang, 'verify.nonce')}</dt>
          <dd className="studio-mono">{v.nonce}</dd>
        </div>
        <div className="studio-field">
          <dt>{verifyText(lang, 'verify.clientSeed')}</dt>
          <dd className="studio-mono">{v.clientSeed}</dd>
        </div>
        <div className="studio-field">
          <dt>{verifyText(lang, 'verify.serverSeedHash')}</dt>
          <dd className="studio-mono">{v.serverSeedHash}</dd>
        </div>
        <div className="studio-field">
          <dt>{verifyText(lang, 'verify.serverSeed')}</dt>
          <dd className="studio-mono">{v.serverSeed ?? verifyText(lang, 'verify.hidden')}</dd>
        </div>
      </dl>
      <h3>{verifyText(lang, 'verify.checks')}</h3>
      <ul className="verify-checks" role="status" data-testid="verify-checks">
        <li className={`verify-check ${check.hashOk === null ? 'is-waiting' : check.hashOk ? 'is-ok' : 'is-bad'}`}>
          <span>{verifyText(lang, 'verify.hashCheck')}</span>
          <Mark ok={check.hashOk} lang={lang} />
        </li>
        <li className={`verify-check ${check.dealOk === null ? 'is-waiting' : check.dealOk ? 'is-ok' : 'is-bad'}`}>
          <span>{verifyText(lang, 'verify.outcomeCheck')}</span>
          <Mark ok={check.dealOk} lang={lang} />
        </li>
      </ul>
      {check.recomputed !== null && (
        <>
          <h3>{verifyText(lang, 'verify.recomputed')}</h3>
          <pre className="verify-json">{JSON.stringify(check.recomputed, null, 2)}</pre>
        </>
      )}
    </section>
  );
};
