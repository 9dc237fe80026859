-- The warning and liquidation prices of each holding position, as the trading rules publish them,
-- worked out for the rates in `thresholds_for` ("<maintenance>/<warning>") and the margin in
-- `thresholds_margin`. The market step keeps them current and reads only the positions the last
-- prices have reached, instead of every open position each second.
ALTER TABLE positions
  ADD COLUMN warning_price bigint,
  ADD COLUMN liquidation_price bigint,
  ADD COLUMN thresholds_for text,
  ADD COLUMN thresholds_margin bigint;
