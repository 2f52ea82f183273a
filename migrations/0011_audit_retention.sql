-- Audit retention (security plan H2, DSV Art. 4). The append-only trigger now lets exactly one
-- kind of DELETE through: inside audit_events_purge_chain (which sets the transaction-local flag
-- kura.audit_purge), of an event older than 365 days (the legal minimum, whatever
-- AUDIT_RETENTION_DAYS says) that an off-system copy already holds (audit_shipping). The flag only
-- stops accidents: the age and shipping conditions are what the database enforces. UPDATE and
-- TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested IFs: OLD is unset in the statement-level TRUNCATE trigger.
  IF TG_OP = 'DELETE' THEN
    IF current_setting('kura.audit_purge', true) = 'on'
       AND OLD.at < now() - interval '365 days'
       AND OLD.id <= (SELECT coalesce(max(last_event_id), 0) FROM audit_shipping) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- Checkpoints move forward only, and only inside the purge function.
CREATE OR REPLACE FUNCTION audit_checkpoints_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND current_setting('kura.audit_purge', true) = 'on' THEN
    IF TG_OP = 'INSERT' OR NEW.last_purged_id > OLD.last_purged_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_checkpoints is written only by the retention job (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_guard BEFORE INSERT OR UPDATE OR DELETE ON "audit_checkpoints" FOR EACH ROW EXECUTE FUNCTION audit_checkpoints_guard();
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON "audit_checkpoints" FOR EACH STATEMENT EXECUTE FUNCTION audit_checkpoints_guard();
--> statement-breakpoint
-- Removes the oldest events of one chain (a centre, or NULL for the platform chain): the longest
-- prefix, in id order, of events older than p_cutoff and shipped (id <= p_shipped_through), at
-- most p_limit of them, and records the last removed event's id and hash as the chain's
-- checkpoint, from which verification continues. Takes the chain's lock (as lockChain() in
-- src/server/services/audit/auditChain.ts does), so no append reads the head meanwhile.
CREATE OR REPLACE FUNCTION audit_events_purge_chain(p_centre uuid, p_cutoff timestamptz, p_shipped_through bigint, p_limit integer)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  chain_key text := coalesce(p_centre::text, 'platform');
  -- A literal predicate per chain, so both queries below can use the (centre_id, id) index.
  in_chain text := CASE WHEN p_centre IS NULL THEN 'centre_id IS NULL' ELSE format('centre_id = %L::uuid', p_centre) END;
  keep_from bigint;
  last_id bigint;
  last_hash text;
  removed bigint;
BEGIN
  IF p_cutoff > now() - interval '365 days' THEN
    RAISE EXCEPTION 'audit retention below 365 days refused' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('audit:' || chain_key));
  -- The chain's first event that must stay (young or not shipped yet); everything before it may go.
  EXECUTE format('SELECT min(id) FROM audit_events WHERE %s AND (at >= $1 OR id > $2)', in_chain)
    INTO keep_from USING p_cutoff, p_shipped_through;
  EXECUTE format('SELECT id, hash FROM (SELECT id, hash FROM audit_events WHERE %s AND id < $1 ORDER BY id LIMIT $2) head ORDER BY id DESC LIMIT 1', in_chain)
    INTO last_id, last_hash USING coalesce(keep_from, p_shipped_through + 1), p_limit;
  IF last_id IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM set_config('kura.audit_purge', 'on', true);
  EXECUTE format('DELETE FROM audit_events WHERE %s AND id <= $1', in_chain) USING last_id;
  GET DIAGNOSTICS removed = ROW_COUNT;
  INSERT INTO audit_checkpoints AS c (chain, last_purged_id, last_purged_hash, purged_count, purged_at)
  VALUES (chain_key, last_id, last_hash, removed, now())
  ON CONFLICT (chain) DO UPDATE SET
    last_purged_id = excluded.last_purged_id,
    last_purged_hash = excluded.last_purged_hash,
    purged_count = c.purged_count + excluded.purged_count,
    purged_at = excluded.purged_at;
  PERFORM set_config('kura.audit_purge', 'off', true);
  RETURN removed;
END;
$$;
