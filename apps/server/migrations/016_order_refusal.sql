-- Why a resting order was refused when the market reached it (a rule at fill time, such as the
-- cash no longer covering a dearer fill), so the member's order history can say so.
ALTER TABLE trade_orders ADD COLUMN refusal text;
