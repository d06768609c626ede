-- Still append-only, with one exception: deleting an account replaces its email in the rows that
-- name it (actor_email, reason, before, after) by the account's pseudonym. Only inside a transaction
-- that asked for it (futdados.pseudonymise_audit = on), and only those four columns may change.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('futdados.pseudonymise_audit', true) = 'on'
    AND NEW.id = OLD.id AND NEW.actor_id = OLD.actor_id AND NEW.action = OLD.action
    AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id
    AND NEW.ip IS NOT DISTINCT FROM OLD.ip AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
