-- A warning level of 40% sat above the 33% a 3× position opens with, so every 3× position was
-- warned at once. The configuration now refuses a level at or above the initial margin of the
-- highest leverage offered; a stored 40% (the old default) becomes the new default of 30%.
UPDATE app_config SET value = '0.3', updated_at = now() WHERE name = 'marginWarningRate' AND value = '0.4';

-- The demo account's opening deposit carried an English remark; it is a code now, which the app
-- shows in the member's language.
UPDATE deposits SET reason = 'demo_seed' WHERE reference = 'KBDEMOSEED' AND reason = 'demo seed';

-- Price alerts: a member's request to be told when a stock's last price reaches a level or moves
-- by a percentage in the day. Checked by the market leader after every step; each fires once.
CREATE TABLE price_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  symbol text NOT NULL REFERENCES instruments (symbol),
  kind text NOT NULL CHECK (kind IN ('above', 'below', 'changePct')),
  value numeric NOT NULL CHECK (value > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'triggered')),
  created_at timestamptz NOT NULL DEFAULT now(),
  triggered_at timestamptz,
  trigger_price numeric,
  CHECK ((status = 'triggered') = (triggered_at IS NOT NULL))
);
CREATE INDEX price_alerts_member ON price_alerts (member_id, id);
CREATE INDEX price_alerts_active ON price_alerts (symbol) WHERE status = 'active';
