-- Vendors' bets and wins in batches (group commit, as ledger_post_batch does for postings): one
-- statement and one commit for every call that arrived while the previous batch was at the
-- database. Every account of the batch is locked once, in id order; then each call, in order,
-- checks the balance, claims its transaction id with its answer (a replay or a conflict answers
-- from the stored row; a refused bet leaves no trace), adds to its round and moves the money.
DROP FUNCTION IF EXISTS vendor_wallet_call(jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_wallet_call_batch(p_calls jsonb)
RETURNS TABLE (idx integer, status text, response jsonb, balance bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  p jsonb;
  i integer := 0;
  v_merchant text;
  v_vendor text;
  v_tx text;
  v_kind text;
  v_amount bigint;
  v_main bigint;
  v_settle bigint;
  v_claim bigint;
  v_existing record;
  v_posting bigint;
  v_balance bigint;
  v_round record;
  v_response jsonb;
  v_delta_main bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts a
   WHERE a.id IN (SELECT DISTINCT (v.acc)::bigint
                    FROM jsonb_array_elements(p_calls) e,
                         LATERAL (VALUES (e->>'mainAccount'), (e->>'settlementAccount')) AS v(acc))
   ORDER BY a.id
     FOR UPDATE;

  FOR p IN SELECT x FROM jsonb_array_elements(p_calls) AS x LOOP
    v_merchant := p->>'merchant';
    v_vendor := p->>'vendor';
    v_tx := p->>'transactionId';
    v_kind := p->>'kind';
    v_amount := (p->>'amount')::bigint;
    v_main := (p->>'mainAccount')::bigint;
    v_settle := (p->>'settlementAccount')::bigint;

    v_delta_main := CASE WHEN v_kind = 'BET' THEN -v_amount ELSE v_amount END;
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_main;
    IF v_balance IS NULL THEN
      RAISE EXCEPTION 'ledger:unknown_account';
    END IF;

    -- Claim the transaction id with its final answer (the accounts are locked, so the balance
    -- after is known); a taken id answers from the stored row, a refused bet leaves no trace.
    v_claim := NULL;
    IF v_balance + v_delta_main >= 0 THEN
      v_response := jsonb_build_object('balance', (v_balance + v_delta_main)::numeric / 100,
                                       'currency', p->>'currency', 'transactionId', v_tx);
      INSERT INTO vendor_transactions (merchant_code, vendor_code, transaction_id, kind, member_id, round_id, game_code,
                                       amount, request_hash, response)
      VALUES (v_merchant, v_vendor, v_tx, v_kind, (p->>'member')::int, p->>'roundId', p->>'gameCode', v_amount,
              p->>'hash', v_response)
      ON CONFLICT (merchant_code, vendor_code, transaction_id) DO NOTHING
      RETURNING id INTO v_claim;
    END IF;

    IF v_claim IS NULL THEN
      SELECT vt.kind, vt.request_hash, vt.response INTO v_existing
        FROM vendor_transactions vt
       WHERE vt.merchant_code = v_merchant AND vt.vendor_code = v_vendor AND vt.transaction_id = v_tx;
      IF NOT FOUND THEN
        RETURN QUERY SELECT i, 'insufficient'::text, NULL::jsonb, v_balance;
      ELSIF v_existing.kind = 'CANCELLED_UNSEEN' AND v_kind = 'BET' THEN
        RETURN QUERY SELECT i, 'refused'::text, NULL::jsonb, NULL::bigint;
      ELSIF v_existing.request_hash <> p->>'hash' THEN
        RETURN QUERY SELECT i, 'conflict'::text, NULL::jsonb, NULL::bigint;
      ELSE
        RETURN QUERY SELECT i, 'replayed'::text, v_existing.response, NULL::bigint;
      END IF;
      i := i + 1;
      CONTINUE;
    END IF;

    -- The round first: a win is booked under the category its bet was placed in.
    INSERT INTO bet_rounds AS r (merchant_code, member_id, vendor_code, game_code, category, round_id, trial,
                                 bet_amount, valid_bet, win_amount, closed_at, status)
    VALUES (v_merchant, (p->>'member')::int, v_vendor, p->>'gameCode', p->>'category', p->>'roundId',
            (p->>'trial')::boolean,
            CASE WHEN v_kind = 'BET' THEN v_amount ELSE 0 END,
            CASE WHEN v_kind = 'BET' THEN v_amount ELSE 0 END,
            CASE WHEN v_kind = 'WIN' THEN v_amount ELSE 0 END,
            CASE WHEN (p->>'endRound')::boolean THEN now() END,
            CASE WHEN NOT (p->>'endRound')::boolean THEN 'initial'
                 WHEN v_kind = 'BET' AND v_amount > 0 THEN 'lose'
                 ELSE 'cancel' END)
    ON CONFLICT (merchant_code, vendor_code, round_id) DO UPDATE
       SET bet_amount = r.bet_amount + excluded.bet_amount,
           valid_bet = r.valid_bet + excluded.valid_bet,
           win_amount = r.win_amount + excluded.win_amount,
           -- Closing on request, with the outcome of the round's totals (the bet history's status_order_* values: cancel, win, lose, tie).
           closed_at = CASE WHEN excluded.closed_at IS NOT NULL THEN excluded.closed_at ELSE r.closed_at END,
           status = CASE WHEN excluded.closed_at IS NULL THEN r.status
                         WHEN r.bet_amount + excluded.bet_amount = 0 THEN 'cancel'
                         WHEN r.win_amount + excluded.win_amount > r.bet_amount + excluded.bet_amount THEN 'win'
                         WHEN r.win_amount + excluded.win_amount < r.bet_amount + excluded.bet_amount THEN 'lose'
                         ELSE 'tie' END
    RETURNING r.id, r.category INTO v_round;

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
    END IF;
    v_balance := v_balance + v_delta_main;

    RETURN QUERY SELECT i, 'ok'::text, v_response, v_balance;
    i := i + 1;
  END LOOP;
END
$fn$;
