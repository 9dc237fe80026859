-- Auctions (issue 15, pre-market and after-market): each stock's opening and closing call
-- auction as the simulator executed it, by the itayose rule over its book, owned by the market
-- domain. One row per stock, trading date and auction; a node taking over the market reads the
-- last of each back, so the pre- and after-market lists survive a restart or a change of leader.
CREATE TABLE auctions (
  symbol text NOT NULL REFERENCES instruments (symbol),
  trading_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('open', 'close')),
  executed_at timestamptz NOT NULL,
  price numeric NOT NULL CHECK (price > 0),
  volume bigint NOT NULL CHECK (volume > 0),
  previous_close numeric NOT NULL CHECK (previous_close > 0),
  PRIMARY KEY (symbol, trading_date, kind)
);
