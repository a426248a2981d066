-- Vendors' bets and wins, set-wise: the usual batch (no member, round or transaction id twice)
-- claims, books its rounds, posts and moves the money of all its calls in one statement instead
-- of one round of statements per call; a batch with repeats goes call by call as before. Each
-- settlement entry's balance runs in call order. An id already taken is answered afterwards from
-- its stored row, by a statement of its own, so that it sees what a racing duplicate committed.
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
  v_row record;
  v_set boolean;
BEGIN
  PERFORM 1 FROM ledger_accounts a
   WHERE a.id IN (SELECT DISTINCT (v.acc)::bigint
                    FROM jsonb_array_elements(p_calls) e,
                         LATERAL (VALUES (e->>'mainAccount'), (e->>'settlementAccount')) AS v(acc))
   ORDER BY a.id
     FOR UPDATE;

  -- The usual batch (no member, round or transaction id twice) is applied set-wise, in a few
  -- statements for all its calls; any other batch call by call, below.
  SELECT count(DISTINCT e->>'mainAccount') = count(*)
     AND count(DISTINCT (e->>'merchant', e->>'vendor', e->>'roundId')) = count(*)
     AND count(DISTINCT (e->>'merchant', e->>'vendor', e->>'transactionId')) = count(*)
    INTO v_set
    FROM jsonb_array_elements(p_calls) e;

  IF v_set THEN
    FOR v_row IN
      WITH c AS (
        SELECT (t.ord - 1)::int AS i, t.e AS p, t.e->>'merchant' AS merchant, t.e->>'vendor' AS vendor,
               t.e->>'transactionId' AS tx, t.e->>'kind' AS kind, (t.e->>'amount')::bigint AS amount,
               (t.e->>'mainAccount')::bigint AS main, (t.e->>'settlementAccount')::bigint AS settle,
               CASE WHEN t.e->>'kind' = 'BET' THEN -(t.e->>'amount')::bigint ELSE (t.e->>'amount')::bigint END AS delta
          FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(e, ord)
      ),
      bal AS (
        SELECT c.*, a.balance AS before FROM c JOIN ledger_accounts a ON a.id = c.main
      ),
      claim AS (
        INSERT INTO vendor_transactions (merchant_code, vendor_code, transaction_id, kind, member_id, round_id,
                                         game_code, amount, request_hash, response)
        SELECT b.merchant, b.vendor, b.tx, b.kind, (b.p->>'member')::int, b.p->>'roundId', b.p->>'gameCode', b.amount,
               b.p->>'hash', jsonb_build_object('balance', (b.before + b.delta)::numeric / 100,
                                                'currency', b.p->>'currency', 'transactionId', b.tx)
          FROM bal b
         WHERE b.before + b.delta >= 0
         ORDER BY b.i
        ON CONFLICT (merchant_code, vendor_code, transaction_id) DO NOTHING
        RETURNING merchant_code, vendor_code, transaction_id, response
      ),
      ok AS (
        SELECT b.*, cl.response FROM bal b
          JOIN claim cl ON cl.merchant_code = b.merchant AND cl.vendor_code = b.vendor AND cl.transaction_id = b.tx
      ),
      round AS (
        INSERT INTO bet_rounds AS r (merchant_code, member_id, vendor_code, game_code, category, round_id, trial,
                                     bet_amount, valid_bet, win_amount, closed_at, status)
        SELECT o.merchant, (o.p->>'member')::int, o.vendor, o.p->>'gameCode', o.p->>'category', o.p->>'roundId',
               (o.p->>'trial')::boolean,
               CASE WHEN o.kind = 'BET' THEN o.amount ELSE 0 END,
               CASE WHEN o.kind = 'BET' THEN o.amount ELSE 0 END,
               CASE WHEN o.kind = 'WIN' THEN o.amount ELSE 0 END,
               CASE WHEN (o.p->>'endRound')::boolean THEN now() END,
               CASE WHEN NOT (o.p->>'endRound')::boolean THEN 'initial'
                    WHEN o.kind = 'BET' AND o.amount > 0 THEN 'lose'
                    ELSE 'cancel' END
          FROM ok o
         ORDER BY o.i
        ON CONFLICT (merchant_code, vendor_code, round_id) DO UPDATE
           SET bet_amount = r.bet_amount + excluded.bet_amount,
               valid_bet = r.valid_bet + excluded.valid_bet,
               win_amount = r.win_amount + excluded.win_amount,
               closed_at = CASE WHEN excluded.closed_at IS NOT NULL THEN excluded.closed_at ELSE r.closed_at END,
               status = CASE WHEN excluded.closed_at IS NULL THEN r.status
                             WHEN r.bet_amount + excluded.bet_amount = 0 THEN 'cancel'
                             WHEN r.win_amount + excluded.win_amount > r.bet_amount + excluded.bet_amount THEN 'win'
                             WHEN r.win_amount + excluded.win_amount < r.bet_amount + excluded.bet_amount THEN 'lose'
                             ELSE 'tie' END
        RETURNING r.merchant_code, r.vendor_code, r.round_id, r.category
      ),
      posting AS (
        INSERT INTO ledger_postings (merchant_code, idempotency_key, request_hash, kind, tx_type_id, member_id,
                                     reference, remark, meta)
        SELECT o.merchant, o.p->>'postingKey', o.p->>'postingHash', o.kind, (o.p->>'txType')::int, (o.p->>'member')::int,
               o.p->>'roundId', o.p->>'gameCode',
               coalesce(o.p->'meta', '{}'::jsonb) || jsonb_build_object('category', rd.category)
          FROM ok o
          JOIN round rd ON rd.merchant_code = o.merchant AND rd.vendor_code = o.vendor AND rd.round_id = o.p->>'roundId'
         WHERE o.amount > 0
         ORDER BY o.i
        ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
        RETURNING id, merchant_code, idempotency_key
      ),
      legs AS (
        SELECT ps.id AS posting_id, o.i, v.acc, v.amt
          FROM ok o
          JOIN posting ps ON ps.merchant_code = o.merchant AND ps.idempotency_key = o.p->>'postingKey'
          CROSS JOIN LATERAL (VALUES (o.main, o.delta, 0), (o.settle, -o.delta, 1)) AS v(acc, amt, leg)
      ),
      moved AS (
        UPDATE ledger_accounts a
           SET balance = a.balance + t.total, version = a.version + t.n
          FROM (SELECT l.acc, sum(l.amt)::bigint AS total, count(*) AS n FROM legs l GROUP BY l.acc) t
         WHERE a.id = t.acc
        RETURNING a.id
      ),
      entries AS (
        -- Several calls share a settlement account: each entry's balance runs in call order.
        INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
        SELECT x.posting_id, x.acc, x.amt, x.after - x.amt, x.after
          FROM (SELECT l.posting_id, l.acc, l.amt, l.i,
                       a.balance + sum(l.amt) OVER (PARTITION BY l.acc ORDER BY l.i) AS after
                  FROM legs l JOIN ledger_accounts a ON a.id = l.acc) x
         ORDER BY x.i, x.acc
        RETURNING 1
      )
      SELECT b.i, o.response IS NOT NULL AS claimed, o.response, b.before, b.delta,
             (SELECT count(*) FROM posting) AS postings, (SELECT count(*) FROM ok WHERE ok.amount > 0) AS wanted,
             (SELECT count(*) FROM moved) AS moved_n, (SELECT count(*) FROM entries) AS entries_n
        FROM bal b LEFT JOIN ok o ON o.i = b.i
       ORDER BY b.i
    LOOP
      IF v_row.postings <> v_row.wanted THEN
        RAISE EXCEPTION 'ledger:idempotency_conflict';
      END IF;
      IF v_row.claimed THEN
        idx := v_row.i; status := 'ok'; response := v_row.response; balance := v_row.before + v_row.delta;
        RETURN NEXT;
        CONTINUE;
      END IF;
      -- Not claimed: a taken id answers from its stored row (a statement of its own, so that it
      -- sees a row a racing duplicate has just committed); else the bet was short of funds.
      p := p_calls->v_row.i;
      SELECT vt.kind, vt.request_hash, vt.response INTO v_existing
        FROM vendor_transactions vt
       WHERE vt.merchant_code = p->>'merchant' AND vt.vendor_code = p->>'vendor'
         AND vt.transaction_id = p->>'transactionId';
      idx := v_row.i; response := NULL; balance := NULL;
      IF NOT FOUND THEN
        status := 'insufficient'; balance := v_row.before;
      ELSIF v_existing.kind = 'CANCELLED_UNSEEN' AND p->>'kind' = 'BET' THEN
        status := 'refused';
      ELSIF v_existing.request_hash <> p->>'hash' THEN
        status := 'conflict';
      ELSE
        status := 'replayed'; response := v_existing.response;
      END IF;
      RETURN NEXT;
    END LOOP;
    RETURN;
  END IF;

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
