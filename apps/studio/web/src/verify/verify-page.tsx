import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { sha256Hex } from '../../../src/engine/fair';
import { STUDIO_GAMES, studioGame } from '../../../src/engine/games';
import type { StudioLang } from '../../../src/engine/types';
import type { VerifyValue } from '../../../src/shared/api';
import { studioApi, StudioApiError } from '../shared/api-client';
import { commonText, KNOWN_ERRORS } from '../shared/common-text';
import { HTML_LANG, preferredLang, t, useTexts } from '../shared/i18n';
import { formatMoneyText } from '../shared/money';
import { isFishOutcome, isSlotOutcome } from '../shared/outcome';
import { formatRoundTime } from '../shared/round-time';
import { asJson, deepEqual } from './deep-equal';
import { FishOutcomeView, SlotOutcomeView } from './outcome-view';
import { recompute, type Computed } from './recompute';
import { TableVerify } from './table-verify';
import { verifyText } from './verify-text';
import './verify.css';

const Check = ({ lang, label, ok }: { lang: StudioLang; label: string; ok: boolean | null }) => (
  <li className={ok === null ? 'verify-check is-waiting' : ok ? 'verify-check is-ok' : 'verify-check is-bad'}>
    <span>{label}</span>
    <strong>
      {ok === null
        ? verifyText(lang, 'verify.waiting')
        : ok
          ? verifyText(lang, 'verify.matches')
          : verifyText(lang, 'verify.mismatch')}
    </strong>
  </li>
);

const Fact = ({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) => (
  <div className="studio-field">
    <dt>{label}</dt>
    <dd className={mono ? 'studio-mono' : undefined}>{children}</dd>
  </div>
);

const ComputedView = ({
  computed,
  lang,
  coinValue,
}: {
  computed: Computed;
  lang: StudioLang;
  coinValue: number | null;
}) =>
  computed.kind === 'slot' ? (
    <SlotOutcomeView game={computed.game} outcome={computed.outcome} lang={lang} coinValue={coinValue} />
  ) : (
    <FishOutcomeView game={computed.game} outcome={computed.outcome} lang={lang} />
  );

const RoundReport = ({ value, lang }: { value: VerifyValue; lang: StudioLang }) => {
  const { round, serverSeed } = value;
  const game = studioGame(round.game);
  const storedFish = isFishOutcome(round.outcome) ? round.outcome : null;

  const report = useMemo(() => {
    if (!serverSeed || !game) return { hashOk: null, outcomeOk: null, computed: null };
    const hashOk = sha256Hex(serverSeed) === round.serverSeedHash;
    let computed: Computed | null = null;
    try {
      computed = recompute(
        game,
        serverSeed,
        round.clientSeed,
        round.nonce,
        storedFish ? { fishId: storedFish.fishId, fishType: storedFish.fishType, coinsPerShot: round.coins } : null,
      );
    } catch {
      computed = null;
    }
    const outcomeOk = computed ? deepEqual(asJson(computed.outcome), round.outcome) : false;
    return { hashOk, outcomeOk, computed };
  }, [serverSeed, game, round, storedFish]);

  // Before the reveal the stored result is still worth seeing; it is labelled as such.
  const stored: Computed | null = !game
    ? null
    : game.kind === 'slot' && isSlotOutcome(round.outcome)
      ? { kind: 'slot', game, outcome: round.outcome }
      : game.kind === 'fish' && storedFish
        ? { kind: 'fish', game, outcome: storedFish }
        : null;

  return (
    <section className="verify-card" aria-labelledby="verify-round-title">
      <h2 id="verify-round-title">
        {game ? game.names[lang] : round.game}
        <span className="verify-round-id studio-mono">#{round.id}</span>
      </h2>
      {!game && <p className="verify-error">{verifyText(lang, 'verify.unknownGame')}</p>}
      <dl className="studio-fields verify-facts">
        <Fact label={verifyText(lang, 'verify.time')}>{formatRoundTime(round.createdAt, lang)}</Fact>
        <Fact label={verifyText(lang, 'verify.betWin')}>
          {formatMoneyText(round.bet)} / {formatMoneyText(round.win)}{' '}
          <span className={`studio-status is-${round.status.toLowerCase()}`}>
            {commonText(lang, `status.${round.status}`)}
          </span>
        </Fact>
        <Fact label={verifyText(lang, 'verify.nonce')} mono>
          {round.nonce}
        </Fact>
        <Fact label={verifyText(lang, 'verify.clientSeed')} mono>
          {round.clientSeed}
        </Fact>
        <Fact label={verifyText(lang, 'verify.serverSeedHash')} mono>
          {round.serverSeedHash}
        </Fact>
        <Fact label={verifyText(lang, 'verify.serverSeed')} mono={Boolean(serverSeed)}>
          {serverSeed ?? <span className="verify-hidden">{verifyText(lang, 'verify.hidden')}</span>}
        </Fact>
      </dl>

      <h3>{verifyText(lang, 'verify.checks')}</h3>
      <div role="status">
        <ul className="verify-checks" data-testid="verify-checks">
          <Check lang={lang} label={verifyText(lang, 'verify.hashCheck')} ok={report.hashOk} />
          <Check lang={lang} label={verifyText(lang, 'verify.outcomeCheck')} ok={report.outcomeOk} />
        </ul>
      </div>

      {report.computed ? (
        <>
          <h3>{verifyText(lang, 'verify.recomputed')}</h3>
          <ComputedView computed={report.computed} lang={lang} coinValue={round.coinValue} />
        </>
      ) : (
        stored && (
          <>
            <h3>{verifyText(lang, 'verify.stored')}</h3>
            <ComputedView computed={stored} lang={lang} coinValue={round.coinValue} />
          </>
        )
      )}
    </section>
  );
};

type ManualInitial = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  fishId: string;
  fishType: string;
  coinsPerShot: number;
};

const ManualCheck = ({ lang, initial }: { lang: StudioLang; initial: ManualInitial }) => {
  const [form, setForm] = useState(initial);
  const [result, setResult] = useState<{ hash: string; computed: Computed | null } | { invalid: true } | null>(null);
  const ids = {
    game: useId(),
    server: useId(),
    client: useId(),
    nonce: useId(),
    nonceHint: useId(),
    fishType: useId(),
    fishId: useId(),
    coins: useId(),
  };
  const game = studioGame(form.game);
  const set = <K extends keyof ManualInitial>(key: K, value: ManualInitial[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const nonceOk = Number.isSafeInteger(form.nonce) && form.nonce >= 0;

  const compute = () => {
    if (!game || !form.serverSeed || !form.clientSeed || !nonceOk || (game.kind === 'fish' && !form.fishId)) {
      setResult({ invalid: true });
      return;
    }
    const fish =
      game.kind === 'fish' ? { fishId: form.fishId, fishType: form.fishType, coinsPerShot: form.coinsPerShot } : null;
    setResult({
      hash: sha256Hex(form.serverSeed),
      computed: recompute(game, form.serverSeed, form.clientSeed, form.nonce, fish),
    });
  };

  return (
    <section className="verify-card" aria-labelledby="verify-manual-title">
      <h2 id="verify-manual-title">{verifyText(lang, 'verify.manual')}</h2>
      <p className="studio-muted">{verifyText(lang, 'verify.manualIntro')}</p>
      <form
        className="verify-form"
        onSubmit={(e) => {
          e.preventDefault();
          compute();
        }}
      >
        <label htmlFor={ids.game}>{verifyText(lang, 'verify.game')}</label>
        <select
          id={ids.game}
          className="studio-input"
          value={form.game}
          onChange={(e) => {
            const next = studioGame(e.target.value);
            setForm((f) => ({
              ...f,
              game: e.target.value,
              ...(next?.kind === 'fish'
                ? { fishType: next.fishTypes[0]?.id ?? '', coinsPerShot: next.cannonLevels[0] ?? 1 }
                : {}),
            }));
            setResult(null);
          }}
        >
          {STUDIO_GAMES.map((g) => (
            <option key={g.code} value={g.code}>
              {g.names[lang]}
            </option>
          ))}
        </select>

        <label htmlFor={ids.server}>{verifyText(lang, 'verify.serverSeed')}</label>
        <input
          id={ids.server}
          className="studio-input studio-mono"
          value={form.serverSeed}
          onChange={(e) => set('serverSeed', e.target.value.trim())}
          autoComplete="off"
          spellCheck={false}
          required
        />

        <label htmlFor={ids.client}>{verifyText(lang, 'verify.clientSeed')}</label>
        <input
          id={ids.client}
          className="studio-input studio-mono"
          value={form.clientSeed}
          onChange={(e) => set('clientSeed', e.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
        />

        <label htmlFor={ids.nonce}>{verifyText(lang, 'verify.nonce')}</label>
        <input
          id={ids.nonce}
          className="studio-input studio-mono"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={Number.isNaN(form.nonce) ? '' : form.nonce}
          aria-describedby={ids.nonceHint}
          aria-invalid={!nonceOk}
          onChange={(e) => set('nonce', e.target.value === '' ? Number.NaN : Number(e.target.value))}
          required
        />
        <p id={ids.nonceHint} className="studio-hint">
          {verifyText(lang, 'verify.nonceRule')}
        </p>

        {game?.kind === 'fish' && (
          <>
            <label htmlFor={ids.fishType}>{verifyText(lang, 'verify.fish')}</label>
            <select
              id={ids.fishType}
              className="studio-input"
              value={form.fishType}
              onChange={(e) => set('fishType', e.target.value)}
            >
              {game.fishTypes.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.names[lang]} ×{f.multiplier}
                </option>
              ))}
            </select>
            <label htmlFor={ids.fishId}>{verifyText(lang, 'verify.fishId')}</label>
            <input
              id={ids.fishId}
              className="studio-input studio-mono"
              value={form.fishId}
              onChange={(e) => set('fishId', e.target.value)}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <label htmlFor={ids.coins}>{verifyText(lang, 'verify.coinsPerShot')}</label>
            <select
              id={ids.coins}
              className="studio-input"
              value={form.coinsPerShot}
              onChange={(e) => set('coinsPerShot', Number(e.target.value))}
            >
              {game.cannonLevels.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </>
        )}

        <button type="submit" className="studio-button is-primary">
          {verifyText(lang, 'verify.compute')}
        </button>
      </form>

      <div role="status" className="verify-manual-result" data-testid="verify-manual-result">
        {result && 'invalid' in result && <p className="verify-error">{verifyText(lang, 'verify.required')}</p>}
        {result && 'hash' in result && (
          <>
            <dl className="studio-fields">
              <Fact label={verifyText(lang, 'verify.hashOf')} mono>
                {result.hash}
              </Fact>
            </dl>
            {result.computed && <ComputedView computed={result.computed} lang={lang} coinValue={null} />}
          </>
        )}
      </div>
    </section>
  );
};

type Loaded =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; value: VerifyValue } | { kind: 'error'; code: string };

/** /verify?round=<id>: re-computes a round in the browser and checks it against what the server stored. */
export const VerifyPage = () => {
  const lang = useMemo(() => preferredLang(), []);
  useTexts(lang);
  const roundId = useMemo(() => new URLSearchParams(location.search).get('round'), []);
  // Live tables, blackjack and PvP hands: /verify?table=<round>.
  const tableRoundId = useMemo(() => new URLSearchParams(location.search).get('table'), []);
  const [state, setState] = useState<Loaded>(roundId ? { kind: 'loading' } : { kind: 'none' });

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    document.title = verifyText(lang, 'verify.title');
  }, [lang]);

  useEffect(() => {
    if (!roundId) return;
    let live = true;
    studioApi.verify(roundId).then(
      (value) => live && setState({ kind: 'ready', value }),
      (e: unknown) =>
        live && setState({ kind: 'error', code: e instanceof StudioApiError ? e.errorCode : 'error.generic' }),
    );
    return () => {
      live = false;
    };
  }, [roundId]);

  const initial: ManualInitial = useMemo(() => {
    const r = state.kind === 'ready' ? state.value : null;
    const fish = r && isFishOutcome(r.round.outcome) ? r.round.outcome : null;
    const code = r?.round.game ?? STUDIO_GAMES[0]?.code ?? '';
    const game = studioGame(code);
    return {
      game: code,
      serverSeed: r?.serverSeed ?? '',
      clientSeed: r?.round.clientSeed ?? '',
      nonce: r?.round.nonce ?? 0,
      fishId: fish?.fishId ?? '',
      fishType: fish?.fishType ?? (game?.kind === 'fish' ? (game.fishTypes[0]?.id ?? '') : ''),
      coinsPerShot: fish ? (r?.round.coins ?? 1) : game?.kind === 'fish' ? (game.cannonLevels[0] ?? 1) : 1,
    };
  }, [state]);

  return (
    <div className="verify-page">
      <header className="verify-head">
        <img src="/icons/vendor-pst.svg" alt="" width={40} height={40} />
        <h1>{verifyText(lang, 'verify.title')}</h1>
      </header>
      <main className="verify-main">
        <p className="verify-intro">{verifyText(lang, 'verify.intro')}</p>
        {!tableRoundId && state.kind === 'none' && <p className="verify-card">{verifyText(lang, 'verify.noRound')}</p>}
        {state.kind === 'loading' && (
          <p className="verify-card" role="status">
            {verifyText(lang, 'verify.loading')}
          </p>
        )}
        {state.kind === 'error' && (
          <p className="verify-card verify-error" role="alert">
            {state.code === 'studio.not_found'
              ? verifyText(lang, 'verify.notFound')
              : KNOWN_ERRORS.has(state.code)
                ? t(lang, state.code)
                : commonText(lang, 'error.generic')}
          </p>
        )}
        {tableRoundId && <TableVerify roundId={tableRoundId} lang={lang} />}
        {!tableRoundId && state.kind === 'ready' && <RoundReport value={state.value} lang={lang} />}
        {!tableRoundId && state.kind !== 'loading' && <ManualCheck key={state.kind} lang={lang} initial={initial} />}
      </main>
    </div>
  );
};
