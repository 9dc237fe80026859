-- A mentor strategy's record (packages/domain/src/copy-mentor-record.ts): each long fill of the
-- mentor's since approval, with the mentor's equity at the moment copies were sized on it. The
-- record is worked out from these, the mentor's positions and the recorded prices; the equity is
-- kept here because it can't be read back later, and is never shown to anyone.
CREATE TABLE copy_mentor_fills (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  strategy_id bigint NOT NULL REFERENCES copy_strategies (id),
  -- The mentor's own position the fill opened (trading's row).
  position_id bigint NOT NULL,
  shares integer NOT NULL CHECK (shares > 0),
  mentor_equity bigint NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (strategy_id, position_id)
);

-- A mentor strategy's capital is the record's notional capital (it was 0 before the record existed).
UPDATE copy_strategies SET capital = 10000000 WHERE kind = 'mentor' AND capital = 0;
