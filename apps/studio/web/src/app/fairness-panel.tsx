import { useId, useState } from 'react';
import { sha256Hex } from '../../../src/engine/fair';
import type { StudioLang } from '../../../src/engine/types';
import type { FairnessState } from '../../../src/shared/api';
import { studioApi, StudioApiError } from '../shared/api-client';
import { Icon } from '../shared/icons';
import { Panel } from '../shared/panel';
import { appText } from './app-text';

/** The seed pair retired by the last change, with its server seed revealed. */
export type RevealedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

type Props = {
  lang: StudioLang;
  fairness: FairnessState;
  revealed: RevealedPair | null;
  onRotated: (fairness: FairnessState, previous: RevealedPair) => void;
  onClose: () => void;
  onError: (errorCode: string) => void;
};

/** 16 random hex characters from the browser's CSPRNG: a client seed the player did not have to invent. */
export const randomClientSeed = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

const Value = ({ label, value }: { label: string; value: string }) => (
  <div className="studio-field">
    <dt>{label}</dt>
    <dd className="studio-mono">{value}</dd>
  </div>
);

export const FairnessPanel = ({ lang, fairness, revealed, onRotated, onClose, onError }: Props) => {
  const [seed, setSeed] = useState(randomClientSeed);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const valid = seed.trim().length >= 1 && seed.trim().length <= 64;

  const rotate = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      const answer = await studioApi.rotate(seed.trim());
      onRotated(answer.fairness, answer.previous);
      setChanged(true);
      setSeed(randomClientSeed());
    } catch (e) {
      onError(e instanceof StudioApiError ? e.errorCode : 'error.generic');
    } finally {
      setBusy(false);
    }
  };

  const revealOk = revealed ? sha256Hex(revealed.serverSeed) === revealed.serverSeedHash : false;

  return (
    <Panel title={appText(lang, 'fairness.title')} closeLabel={appText(lang, 'app.close')} onClose={onClose}>
      <p className="studio-muted">{appText(lang, 'fairness.intro')}</p>
      <dl className="studio-fields">
        <Value label={appText(lang, 'fairness.serverSeedHash')} value={fairness.serverSeedHash} />
        <Value label={appText(lang, 'fairness.clientSeed')} value={fairness.clientSeed} />
        <Value label={appText(lang, 'fairness.nonce')} value={String(fairness.nonce)} />
      </dl>
      <form
        className="studio-seed-form"
        onSubmit={(e) => {
          e.preventDefault();
          void rotate();
        }}
      >
        <label htmlFor={inputId}>{appText(lang, 'fairness.newClientSeed')}</label>
        <div className="studio-seed-row">
          <input
            id={inputId}
            className="studio-input studio-mono"
            value={seed}
            maxLength={64}
            aria-describedby={hintId}
            aria-invalid={!valid}
            onChange={(e) => setSeed(e.target.value)}
          />
          <button type="button" className="studio-button is-quiet" onClick={() => setSeed(randomClientSeed())}>
            {appText(lang, 'fairness.random')}
          </button>
        </div>
        <p id={hintId} className="studio-hint">
          {appText(lang, 'fairness.seedRule')}
        </p>
        <button type="submit" className="studio-button is-primary" disabled={!valid || busy}>
          {appText(lang, 'fairness.change')}
        </button>
      </form>
      <div role="status">{changed && <p className="studio-ok">{appText(lang, 'fairness.changed')}</p>}</div>
      {revealed && (
        <section className="studio-revealed" aria-label={appText(lang, 'fairness.previous')}>
          <h3>{appText(lang, 'fairness.previous')}</h3>
          <dl className="studio-fields">
            <Value label={appText(lang, 'fairness.serverSeed')} value={revealed.serverSeed} />
            <div className="studio-field">
              <dt>{appText(lang, 'fairness.serverSeedHash')}</dt>
              <dd className="studio-mono">
                {revealed.serverSeedHash}{' '}
                <span className={revealOk ? 'studio-check is-ok' : 'studio-check is-bad'}>
                  <Icon name={revealOk ? 'check' : 'cross'} size={16} />
                  SHA-256
                </span>
              </dd>
            </div>
            <Value label={appText(lang, 'fairness.clientSeed')} value={revealed.clientSeed} />
            <Value label={appText(lang, 'fairness.nonceAt')} value={String(revealed.nonce)} />
          </dl>
          <p className="studio-hint">{appText(lang, 'fairness.verifyHint')}</p>
        </section>
      )}
    </Panel>
  );
};
