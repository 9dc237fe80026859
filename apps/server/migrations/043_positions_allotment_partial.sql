-- Issue 30: every position a member's order opens has no allotment, and the unique index on
-- allotment took an entry for each of those NULLs all the same (one more index insert per order).
-- Only allotments' positions are indexed now. The rule is unchanged: one position per allotment
-- (NULLs never conflicted).
ALTER TABLE positions DROP CONSTRAINT positions_allotment_key;
CREATE UNIQUE INDEX positions_of_allotment ON positions (allotment) WHERE allotment IS NOT NULL;
