-- Many postings in one call and one transaction (group commit, as TigerBeetle batches): every
-- account of the batch is locked once, in id order, then the postings apply in order. A posting
-- that would take a member account below zero, or reuses a key with other content, is reported
-- in its own row and the others still apply.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_postings jsonb)
RETURNS TABLE (idx integer, status text, posting_id bigint, account_id bigint, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  p jsonb;
  i integer := 0;
  v_accounts bigint[];
  v_amounts bigint[];
  v_posting bigint;
  v_hash text;
  v_bad_id bigint;
  v_bad_balance bigint;
  v_rows integer;
BEGIN
  PERFORM 1 FROM ledger_accounts a
   WHERE a.id IN (SELECT DISTINCT (jsonb_array_elements_text(e->'accounts'))::bigint FROM jsonb_array_elements(p_postings) e)
   ORDER BY a.id
     FOR UPDATE;

  FOR p IN SELECT x FROM jsonb_array_elements(p_postings) AS x LOOP
    v_accounts := ARRAY(SELECT (jsonb_array_elements_text(p->'accounts'))::bigint);
    v_amounts := ARRAY(SELECT (jsonb_array_elements_text(p->'amounts'))::bigint);
    -- The service checked balance, distinct accounts and brand; this is the last line of defence.
    IF coalesce(array_length(v_accounts, 1), 0) < 2
       OR array_length(v_accounts, 1) <> coalesce(array_length(v_amounts, 1), 0) THEN
      RAISE EXCEPTION 'ledger:unbalanced';
    END IF;

    v_posting := NULL;
    INSERT INTO ledger_postings (merchant_code, idempotency_key, request_hash, kind, tx_type_id, member_id, reference, remark, meta)
    VALUES (p->>'merchant', p->>'key', p->>'hash', p->>'kind', (p->>'txType')::int, (p->>'member')::int,
            p->>'reference', coalesce(p->>'remark', ''), coalesce(p->'meta', '{}'::jsonb))
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id INTO v_posting;

    IF v_posting IS NULL THEN
      SELECT lp.id, lp.request_hash INTO v_posting, v_hash
        FROM ledger_postings lp WHERE lp.merchant_code = p->>'merchant' AND lp.idempotency_key = p->>'key';
      IF v_hash <> p->>'hash' THEN
        RETURN QUERY SELECT i, 'conflict'::text, v_posting, NULL::bigint, NULL::bigint, NULL::bigint;
      ELSE
        RETURN QUERY SELECT i, 'replayed'::text, e.posting_id, e.account_id, e.amount, e.balance_after
          FROM ledger_entries e WHERE e.posting_id = v_posting ORDER BY e.id;
      END IF;
    ELSE
      v_bad_id := NULL;
      SELECT a.id, a.balance INTO v_bad_id, v_bad_balance
        FROM ledger_accounts a JOIN unnest(v_accounts, v_amounts) AS u(acc, amt) ON u.acc = a.id
       WHERE NOT a.allow_negative AND a.balance + u.amt < 0
       LIMIT 1;
      IF v_bad_id IS NOT NULL THEN
        DELETE FROM ledger_postings lp WHERE lp.id = v_posting;
        RETURN QUERY SELECT i, 'insufficient'::text, NULL::bigint, v_bad_id, NULL::bigint, v_bad_balance;
      ELSE
        RETURN QUERY
        WITH moved AS (
          UPDATE ledger_accounts a
             SET balance = a.balance + u.amt, version = a.version + 1
            FROM unnest(v_accounts, v_amounts) AS u(acc, amt)
           WHERE a.id = u.acc
          RETURNING a.id AS acc, u.amt AS amt, a.balance AS after
        ), written AS (
          INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
          SELECT v_posting, m.acc, m.amt, m.after - m.amt, m.after FROM moved m
          RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_after
        )
        SELECT i, 'ok'::text, v_posting, w.account_id, w.amount, w.balance_after FROM written w;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        IF v_rows <> array_length(v_accounts, 1) THEN
          RAISE EXCEPTION 'ledger:unknown_account';
        END IF;
      END IF;
    END IF;
    i := i + 1;
  END LOOP;
END
$fn$;
