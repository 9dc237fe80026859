-- A position sold by the loans' collateral rules (a forced sale at 85% LTV) says so, rather than
-- reading as closed by the member. The sale itself is trading's close use case.
ALTER TABLE positions DROP CONSTRAINT positions_close_reason_check;
ALTER TABLE positions ADD CONSTRAINT positions_close_reason_check
  CHECK (close_reason IN ('member', 'liquidation', 'day_cutoff', 'offering_cancelled', 'loan_sale'));
