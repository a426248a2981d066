// Blackjack at the player's own seat: chips and Deal, then the actions the engine allows in this state (hit,
// stand, double, split, insurance or not), the dealer's hole card face down until the hand is over, and each
// hand's result and payout.
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { ClientMessage, ServerMessage } from '../../../src/shared/live';
import {
  actions as allowedActions,
  blackjack,
  handTotal,
  isBlackjack,
  settle,
  type BlackjackAction,
  type BlackjackSettlement,
  type BlackjackState,
  type BlackjackView,
  type Card,
} from '../../../src/tables';
import type { GameProps } from '../shared/game-props';
import { formatCurrency, minorToText } from '../shared/money';
import { requestId } from './bets';
import { CardView } from './live-art';
import { ChipRack, LimitsPanel, LiveStrip } from './live-chrome';
import type { LiveLink } from './live-link';
import { liveSound } from './live-sound';
import type { TableView } from './live-state';
import { liveText } from './live-text';
import { chipValues } from './roads';
import { cardName } from './spot-names';
import { parseBlackjack } from './summaries';

type ProtocolAction = Extract<ClientMessage, { t: 'bj.action' }>['action'];

/** The engine names declining insurance 'no-insurance'; the protocol calls it 'decline'. */
const toProtocol = (a: BlackjackAction): ProtocolAction => (a === 'no-insurance' ? 'decline' : a);

const ACTION_TEXT: Record<BlackjackAction, Parameters<typeof liveText>[1]> = {
  hit: 'live.bj.hit',
  stand: 'live.bj.stand',
  double: 'live.bj.double',
  split: 'live.bj.split',
  insurance: 'live.bj.insurance',
  'no-insurance': 'live.bj.decline',
};

const totalText = (lang: StudioLang, cards: readonly Card[]): string => {
  const { total, soft } = handTotal(cards);
  return soft && total < 21 ? liveText(lang, 'live.bj.soft', { total }) : liveText(lang, 'live.bj.total', { total });
};

/** The view is the engine state with the hole card left out; once done it is the whole state. */
const asState = (view: BlackjackView): BlackjackState => ({
  bet: view.bet,
  hands: view.hands,
  active: view.active,
  dealer: view.dealer,
  insurance: view.insurance,
  phase: view.phase,
});

type HandResult = { kind: 'blackjack' | 'win' | 'push' | 'lose' | 'bust'; returned: number };

export const handResults = (view: BlackjackView, settlement: BlackjackSettlement): HandResult[] => {
  const state = asState(view);
  return view.hands.map((hand, i) => {
    const returned = settlement.hands[i] ?? 0;
    if (handTotal(hand.cards).total > 21) return { kind: 'bust', returned };
    if (isBlackjack(state, hand) && returned > hand.stake) return { kind: 'blackjack', returned };
    if (returned > hand.stake) return { kind: 'win', returned };
    if (returned === hand.stake) return { kind: 'push', returned };
    return { kind: 'lose', returned };
  });
};

const Hand = ({
  lang,
  cards,
  hidden,
  label,
  className,
}: {
  lang: StudioLang;
  cards: readonly Card[];
  /** Face-down cards after the shown ones (the dealer's hole card). */
  hidden: number;
  label: string;
  className?: string;
}) => (
  <div className={`live-bj-cards${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
    {cards.map((card, i) => (
      <CardView key={i} card={card} up label={cardName(lang, card)} style={{ ['--i' as string]: i }} />
    ))}
    {Array.from({ length: hidden }, (_, i) => (
      <CardView key={`h${i}`} card={null} up={false} label={liveText(lang, 'live.card.hidden')} />
    ))}
  </div>
);

export const BlackjackTable = ({ table, link, props }: { table: TableView; link: LiveLink; props: GameProps }) => {
  const { lang, session } = props;
  const { model, conn, send, subscribe } = link;
  const currency = model.currency || session.player.currency;
  const money = useCallback((minor: number) => formatCurrency(minor, currency), [currency]);
  const sound = props.sound ? liveSound : null;
  const seat = useMemo(() => parseBlackjack(table.bj), [table.bj]);
  const view = seat?.view ?? null;
  const limit = table.spots[0] ?? blackjack.limits;
  const limits = useMemo(() => (table.spots.length > 0 ? table.spots : [blackjack.limits]), [table.spots]);
  const chips = useMemo(() => chipValues(limits), [limits]);
  const [chipIndex, setChipIndex] = useState(0);
  const [bet, setBet] = useState(0);
  const [inflight, setInflight] = useState<string | null>(null);
  const [limitsOpen, setLimitsOpen] = useState(false);

  const balance = model.balance;
  const setBalance = props.setBalance;
  useEffect(() => {
    if (balance !== null) setBalance(minorToText(balance));
  }, [balance, setBalance]);

  const hear = useEffectEvent((m: ServerMessage) => {
    if (inflight === null) return;
    // The answer is the next seat state or an error; a reconnect's hello means the answer was lost.
    if (m.t === 'bj' || m.t === 'hello' || (m.t === 'error' && (m.id === inflight || m.id === undefined))) {
      setInflight(null);
      if (m.t === 'error') sound?.error();
    }
  });
  useEffect(() => subscribe((m) => hear(m)), [subscribe]);

  // An action never answered (a server fault) must not lock the seat.
  useEffect(() => {
    if (inflight === null) return;
    const timer = setTimeout(() => setInflight(null), 10_000);
    return () => clearTimeout(timer);
  }, [inflight]);

  const playing = view !== null && view.phase !== 'done';
  const done = view !== null && view.phase === 'done';
  const settlement = useMemo(() => {
    if (!view || view.phase !== 'done') return null;
    return seat?.settlement ?? settle(asState(view));
  }, [seat, view]);
  const results = useMemo(() => (view && settlement ? handResults(view, settlement) : null), [view, settlement]);

  // Sounds follow the cards on the table: a slide for each new card, a chime for a winning hand.
  const cardCount = view ? view.dealer.length + view.hands.reduce((n, h) => n + h.cards.length, 0) : 0;
  const lastCount = useRef(cardCount);
  const dealt = useEffectEvent((n: number) => {
    for (let i = 0; i < Math.min(n, 4); i++) setTimeout(() => sound?.cardSlide(), i * 140);
  });
  useEffect(() => {
    if (cardCount > lastCount.current) dealt(cardCount - lastCount.current);
    lastCount.current = cardCount;
  }, [cardCount]);
  const chimed = useRef<BlackjackView | null>(null);
  const chime = useEffectEvent((s: BlackjackSettlement, staked: number) => {
    if (s.total > staked) sound?.win(s.total >= staked * 2 ? 2 : 1);
  });
  useEffect(() => {
    if (!view || !settlement || chimed.current === view) return;
    chimed.current = view;
    chime(settlement, blackjack.staked(asState(view)));
  }, [view, settlement]);

  const online = conn === 'open';
  const chip = chips[Math.min(chipIndex, chips.length - 1)] ?? 0;
  const canBet = online && !playing && inflight === null;
  const funds = model.balance ?? 0;

  const addChip = (value: number) => {
    if (!canBet) return;
    sound?.unlock();
    const next = Math.min(bet + value, limit.max, funds);
    if (next === bet) {
      sound?.error();
      return;
    }
    sound?.chip();
    setBet(next);
  };

  const dealAmount = bet > 0 ? bet : (view?.bet ?? 0);
  const deal = () => {
    if (!canBet || dealAmount < limit.min) return;
    sound?.unlock();
    const id = requestId();
    if (send({ t: 'bj.deal', id, amount: dealAmount })) {
      setInflight(id);
      setBet(dealAmount);
    } else props.onError(liveText(lang, 'live.notConnected'));
  };

  const act = (action: BlackjackAction) => {
    if (!online || inflight !== null) return;
    sound?.unlock();
    const id = requestId();
    if (send({ t: 'bj.action', id, action: toProtocol(action) })) setInflight(id);
    else props.onError(liveText(lang, 'live.notConnected'));
  };

  const available = view && playing ? (seat?.actions ?? allowedActions(asState(view))) : [];
  const extraCost = (a: BlackjackAction) => (view ? blackjack.actionCost(asState(view), a) : 0);

  let status: string;
  if (!online) status = liveText(lang, `live.conn.${conn}`);
  else if (view?.phase === 'insurance')
    status = liveText(lang, 'live.bj.insuranceAsk', { amount: money(extraCost('insurance')) });
  else if (playing) status = liveText(lang, 'live.bj.yourMove');
  else if (done && results) {
    const parts = results.map((r, i) => {
      const text = resultLine(lang, r, money);
      return results.length > 1 ? `${liveText(lang, 'live.bj.hand', { n: i + 1 })}: ${text}` : text;
    });
    if (settlement && settlement.insurance > 0)
      parts.push(liveText(lang, 'live.bj.insurancePays', { amount: money(settlement.insurance) }));
    status = liveText(lang, 'live.bj.result', { text: parts.join(' · ') });
  } else status = liveText(lang, 'live.bj.placeBet');

  const dealerCards = view?.dealer ?? [];
  const dealerHidden = view && view.holeHidden ? 1 : 0;

  return (
    <div className="live-table is-blackjack" data-testid="live-table" data-phase={view?.phase ?? 'bet'}>
      <LiveStrip
        lang={lang}
        conn={conn}
        round={seat?.nonce ?? null}
        seated={null}
        onLimits={() => setLimitsOpen(true)}
      />
      <div className="live-layout">
        <div className="live-main">
          <div className="live-dealer live-bj-table">
            <div className="live-bj-side">
              <div className="live-bj-head">
                <span>{liveText(lang, 'live.bj.dealer')}</span>
                {dealerCards.length > 0 && (
                  <span className="live-seat-points">
                    {dealerHidden ? handTotal(dealerCards).total : totalText(lang, dealerCards)}
                  </span>
                )}
              </div>
              <Hand
                lang={lang}
                cards={dealerCards}
                hidden={dealerHidden}
                label={liveText(lang, 'live.bj.dealer')}
                className="is-dealer"
              />
            </div>
            <p className="live-bj-rules" aria-hidden="true">
              {liveText(lang, 'live.bj.rules')}
            </p>
            <div className={`live-bj-hands${view && view.hands.length > 1 ? ' is-split' : ''}`}>
              {(view?.hands ?? []).map((hand, i) => {
                const result = results?.[i];
                const active = playing && view?.phase === 'player' && view.active === i && !hand.done;
                const title =
                  view && view.hands.length > 1
                    ? liveText(lang, 'live.bj.hand', { n: i + 1 })
                    : liveText(lang, 'live.bj.you');
                return (
                  <div
                    key={i}
                    className={`live-bj-side is-player${active ? ' is-active' : ''}${result ? ` is-${result.kind}` : ''}`}
                    data-testid={`live-bj-hand-${i}`}
                  >
                    <div className="live-bj-head">
                      <span>{title}</span>
                      <span className="live-seat-points">{totalText(lang, hand.cards)}</span>
                      <span className="live-bj-stake">{money(hand.stake)}</span>
                    </div>
                    <Hand
                      lang={lang}
                      cards={hand.cards}
                      hidden={0}
                      label={`${title}, ${totalText(lang, hand.cards)}`}
                    />
                    {result && <p className="live-bj-result">{resultLine(lang, result, money)}</p>}
                  </div>
                );
              })}
              {!view && <div className="live-bj-side is-player is-empty" aria-hidden="true" />}
            </div>
          </div>
          <p className={`live-status${done ? ' is-result' : ''}`} role="status" data-testid="live-status">
            {status}
          </p>
          <div className="live-controls">
            {playing ? (
              <div className="live-actions is-bj">
                {available.map((a) => (
                  <button
                    key={a}
                    type="button"
                    className={`studio-button${a === 'hit' || a === 'insurance' ? ' is-primary' : ''}`}
                    onClick={() => act(a)}
                    disabled={!online || inflight !== null || extraCost(a) > funds}
                    data-testid={`live-bj-${a}`}
                  >
                    {liveText(lang, ACTION_TEXT[a])}
                    {extraCost(a) > 0 && <span className="live-action-cost">+{money(extraCost(a))}</span>}
                  </button>
                ))}
              </div>
            ) : (
              <>
                <ChipRack
                  lang={lang}
                  chips={chips}
                  selected={Math.min(chipIndex, chips.length - 1)}
                  onSelect={(i) => {
                    setChipIndex(i);
                    addChip(chips[i] ?? chip);
                  }}
                  money={money}
                  disabled={!canBet}
                  adds
                />
                <div className="live-actions">
                  <button
                    type="button"
                    className="studio-button"
                    onClick={() => setBet(0)}
                    disabled={bet === 0 || !canBet}
                  >
                    {liveText(lang, 'live.clear')}
                  </button>
                  <output className="live-bj-bet" aria-live="polite" data-testid="live-bj-bet">
                    {liveText(lang, 'live.bj.betLabel', { amount: money(dealAmount) })}
                  </output>
                  <button
                    type="button"
                    className="studio-button is-primary"
                    onClick={deal}
                    disabled={!canBet || dealAmount < limit.min || dealAmount > funds}
                    data-testid="live-bj-deal"
                  >
                    {liveText(lang, 'live.bj.deal')}
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      </div>
      {limitsOpen && (
        <LimitsPanel
          lang={lang}
          spots={limits}
          currency={currency}
          money={money}
          onClose={() => setLimitsOpen(false)}
          note={liveText(lang, 'live.bj.rules')}
        />
      )}
    </div>
  );
};

const resultLine = (lang: StudioLang, r: HandResult, money: (n: number) => string): string => {
  switch (r.kind) {
    case 'blackjack':
      return `${liveText(lang, 'live.bj.blackjack')} ${liveText(lang, 'live.bj.win', { amount: money(r.returned) })}`;
    case 'win':
      return liveText(lang, 'live.bj.win', { amount: money(r.returned) });
    case 'push':
      return liveText(lang, 'live.bj.push', { amount: money(r.returned) });
    case 'bust':
      return liveText(lang, 'live.bj.bust');
    case 'lose':
      return liveText(lang, 'live.bj.lose');
  }
};
