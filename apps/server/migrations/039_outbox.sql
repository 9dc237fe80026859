-- The outbox (issue 32): what one domain tells another (a member's fill, a position closed, a
-- member verified, a deposit approved) is written here in the same transaction as the change, and
-- delivered after commit, at least once, to each handler subscribed to its topic
-- (platform/outbox.ts). A row stays undelivered until every handler has taken it, so an event
-- written by a process killed before delivering it is picked up at the next start.
CREATE TABLE outbox_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);

CREATE INDEX outbox_events_undelivered ON outbox_events (id) WHERE delivered_at IS NULL;

-- Each handler's claim of an event, written in the handler's own transaction with its work: a
-- second delivery of the event finds the claim and does nothing (the handler is idempotent).
CREATE TABLE outbox_deliveries (
  event_id bigint NOT NULL,
  handler text NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, handler)
);
