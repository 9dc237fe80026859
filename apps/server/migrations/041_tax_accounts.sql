-- Tax accounts and NISA (issue 34).
--
-- A member's tax account type (特定口座 with or without withholding, 一般口座) is a choice that
-- applies from a JST calendar year on; the first applies from the year it is made, later ones
-- from the next year, one a year. Rows are never updated, so the type of any past year stays known.
CREATE TABLE tax_account_choices (
  member_id integer NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('tokutei_withholding', 'tokutei', 'ippan')),
  effective_year integer NOT NULL,
  chosen_year integer NOT NULL,
  chosen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, chosen_year)
);

-- Trading's close reads the type a position was opened under from this view (its tax treatment),
-- in the statement that locks the position, so a close of a member without withholding costs no
-- statement more. Owned by tax; published for trading as member_directory is for everyone.
CREATE VIEW member_tax_account_years AS
  SELECT member_id, type, effective_year FROM tax_account_choices;

-- One NISA account per member.
CREATE TABLE nisa_accounts (
  member_id integer PRIMARY KEY REFERENCES members (id),
  opened_at timestamptz NOT NULL
);

-- Each sale in a withholding account: its taxable gain and the tax it changed (withheld > 0,
-- refunded < 0), in the JST year of the sale. The year's net gain is the sum of `gain`; the
-- ledger entry of the change names the position as its reference.
CREATE TABLE tax_withholding_sales (
  position_id bigint PRIMARY KEY REFERENCES positions (id),
  member_id integer NOT NULL REFERENCES members (id),
  year integer NOT NULL,
  gain bigint NOT NULL,
  tax_change bigint NOT NULL,
  sold_at timestamptz NOT NULL
);
CREATE INDEX tax_withholding_sales_year ON tax_withholding_sales (member_id, year);
CREATE INDEX tax_withholding_sales_by_year ON tax_withholding_sales (year);

-- What a sale changed in tax, published for trading's position screens.
CREATE VIEW position_tax_changes AS
  SELECT position_id, tax_change FROM tax_withholding_sales;

-- A year's withheld tax remitted to the tax office, once.
CREATE TABLE tax_remittances (
  year integer PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount >= 0),
  staff_id integer NOT NULL,
  remitted_at timestamptz NOT NULL
);

-- The account an order buys in; its position is in the same account (trading's column).
ALTER TABLE trade_orders ADD COLUMN account text NOT NULL DEFAULT 'taxable' CHECK (account IN ('taxable', 'nisa'));
CREATE INDEX trade_orders_nisa ON trade_orders (member_id) WHERE account = 'nisa';
