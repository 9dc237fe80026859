-- A warning level of 40% sat above the 33% a 3× position opens with, so every 3× position was
-- warned at once. The configuration now refuses a level at or above the initial margin of the
-- highest leverage offered; a stored 40% (the old default) becomes the new default of 30%.
UPDATE app_config SET value = '0.3', updated_at = now() WHERE name = 'marginWarningRate' AND value = '0.4';

-- The demo account's opening deposit carried an English remark; it is a code now, which the app
-- shows in the member's language.
UPDATE deposits SET reason = 'demo_seed' WHERE reference = 'KBDEMOSEED' AND reason = 'demo seed';
