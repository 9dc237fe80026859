-- Market data: instruments, bars, the watchlist and news.

CREATE TABLE instruments (
  symbol text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('stock', 'index')),
  board text,
  sector text,
  names jsonb NOT NULL,
  tick_table text,
  lot_size integer,
  halted boolean NOT NULL DEFAULT false
);

-- Only 1-minute and daily bars are stored; 5, 10 and 30 minutes roll up from minutes and
-- weeks and months from days, so one source of truth serves every period.
CREATE TABLE bars (
  symbol text NOT NULL REFERENCES instruments (symbol),
  period text NOT NULL CHECK (period IN ('1m', '1d')),
  time timestamptz NOT NULL,
  open numeric NOT NULL,
  high numeric NOT NULL,
  low numeric NOT NULL,
  close numeric NOT NULL,
  volume bigint NOT NULL,
  turnover numeric NOT NULL,
  PRIMARY KEY (symbol, period, time)
);

CREATE TABLE watchlist (
  member_id integer NOT NULL REFERENCES members (id),
  symbol text NOT NULL REFERENCES instruments (symbol),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, symbol)
);

CREATE TABLE news (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('article', 'market_note')),
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  body jsonb NOT NULL,
  source text NOT NULL,
  symbols text[] NOT NULL DEFAULT '{}',
  published_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  -- A market note is written once per trading date and topic.
  note_key text UNIQUE
);
CREATE INDEX news_newest ON news (published_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX news_symbols ON news USING gin (symbols);
