-- A vendor's bet or win in one statement (one round trip, one commit): answers a replay from the
-- stored answer, refuses a bet cancelled before it arrived, moves the money like ledger_post
-- (accounts locked in id order, no member account below zero), adds to the round (closing it on
-- request) and records the transaction id with its answer.
CREATE OR REPLACE FUNCTION vendor_wallet_call(p jsonb)
RETURNS TABLE (status text, response jsonb, balance bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_merchant text := p->>'merchant';
  v_vendor text := p->>'vendor';
  v_tx text := p->>'transactionId';
  v_kind text := p->>'kind';
  v_amount bigint := (p->>'amount')::bigint;
  v_main bigint := (p->>'mainAccount')::bigint;
  v_settle bigint := (p->>'settlementAccount')::bigint;
  v_existing record;
  v_posting bigint;
  v_balance bigint;
  v_round record;
  v_response jsonb;
  v_delta_main bigint;
BEGIN
  SELECT vt.kind, vt.request_hash, vt.response INTO v_existing
    FROM vendor_transactions vt
   WHERE vt.merchant_code = v_merchant AND vt.vendor_code = v_vendor AND vt.transaction_id = v_tx;
  IF FOUND THEN
    IF v_existing.kind = 'CANCELLED_UNSEEN' AND v_kind = 'BET' THEN
      RETURN QUERY SELECT 'refused'::text, NULL::jsonb, NULL::bigint; RETURN;
    END IF;
    IF v_existing.request_hash <> p->>'hash' THEN
      RETURN QUERY SELECT 'conflict'::text, NULL::jsonb, NULL::bigint; RETURN;
    END IF;
    RETURN QUERY SELECT 'replayed'::text, v_existing.response, NULL::bigint; RETURN;
  END IF;

  v_delta_main := CASE WHEN v_kind = 'BET' THEN -v_amount ELSE v_amount END;

  -- Lock and check before anything is written: a refused bet leaves no trace.
  IF v_amount > 0 THEN
    PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v_main, v_settle) ORDER BY a.id FOR UPDATE;
  END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_main;
  IF v_balance IS NULL THEN
    RAISE EXCEPTION 'ledger:unknown_account';
  END IF;
  IF v_balance + v_delta_main < 0 THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::jsonb, v_balance; RETURN;
  END IF;

  -- The round first: a win is booked under the category its bet was placed in.
  INSERT INTO bet_rounds AS r (merchant_code, member_id, vendor_code, game_code, category, round_id, trial,
                               bet_amount, valid_bet, win_amount)
  VALUES (v_merchant, (p->>'member')::int, v_vendor, p->>'gameCode', p->>'category', p->>'roundId',
          (p->>'trial')::boolean,
          CASE WHEN v_kind = 'BET' THEN v_amount ELSE 0 END,
          CASE WHEN v_kind = 'BET' THEN v_amount ELSE 0 END,
          CASE WHEN v_kind = 'WIN' THEN v_amount ELSE 0 END)
  ON CONFLICT (merchant_code, vendor_code, round_id) DO UPDATE
     SET bet_amount = r.bet_amount + excluded.bet_amount,
         valid_bet = r.valid_bet + excluded.valid_bet,
         win_amount = r.win_amount + excluded.win_amount
  RETURNING r.id, r.category, r.bet_amount, r.win_amount INTO v_round;

  IF v_amount > 0 THEN
    INSERT INTO ledger_postings (merchant_code, idempotency_key, request_hash, kind, tx_type_id, member_id, reference, remark, meta)
    VALUES (v_merchant, p->>'postingKey', p->>'postingHash', v_kind, (p->>'txType')::int, (p->>'member')::int,
            p->>'roundId', p->>'gameCode',
            coalesce(p->'meta', '{}'::jsonb) || jsonb_build_object('category', v_round.category))
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id INTO v_posting;
    IF v_posting IS NULL THEN
      RAISE EXCEPTION 'ledger:idempotency_conflict';
    END IF;
    WITH moved AS (
      UPDATE ledger_accounts a
         SET balance = a.balance + u.amt, version = a.version + 1
        FROM (VALUES (v_main, v_delta_main), (v_settle, -v_delta_main)) AS u(acc, amt)
       WHERE a.id = u.acc
      RETURNING a.id AS acc, u.amt AS amt, a.balance AS after
    )
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
    SELECT v_posting, m.acc, m.amt, m.after - m.amt, m.after FROM moved m;
    v_balance := v_balance + v_delta_main;
  END IF;

  IF (p->>'endRound')::boolean THEN
    UPDATE bet_rounds SET closed_at = now(),
           status = CASE WHEN v_round.bet_amount = 0 THEN 'cancel'
                         WHEN v_round.win_amount > v_round.bet_amount THEN 'win'
                         WHEN v_round.win_amount < v_round.bet_amount THEN 'lose'
                         ELSE 'tie' END
     WHERE id = v_round.id;
  END IF;

  v_response := jsonb_build_object('balance', v_balance::numeric / 100, 'currency', p->>'currency', 'transactionId', v_tx);
  INSERT INTO vendor_transactions (merchant_code, vendor_code, transaction_id, kind, member_id, round_id, game_code,
                                   amount, request_hash, response)
  VALUES (v_merchant, v_vendor, v_tx, v_kind, (p->>'member')::int, p->>'roundId', p->>'gameCode', v_amount,
          p->>'hash', v_response);
  RETURN QUERY SELECT 'ok'::text, v_response, v_balance;
END
$fn$;
