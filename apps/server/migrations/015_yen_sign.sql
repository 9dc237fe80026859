-- The yen sign was first stored as U+04B0 (Ұ, a Cyrillic letter that screen readers read wrongly
-- and that copies as the wrong character). Databases that kept that first default get U+00A5 (¥);
-- a symbol staff chose themselves is left alone.
UPDATE app_config SET value = U&'\00A5' WHERE name = 'currencySymbol' AND value = U&'\04B0';
