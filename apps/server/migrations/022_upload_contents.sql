-- The bytes of uploaded files (identity photos, deposit receipts), kept in the database so every
-- API node behind a load balancer reads what any node received. Written in the same transaction
-- as the `uploads` row. With S3_URL set the bytes go to the object store instead and this table
-- stays empty; files an earlier version kept under DATA_DIR/uploads are moved in at start.
CREATE TABLE upload_contents (
  upload_id text PRIMARY KEY REFERENCES uploads (id) ON DELETE CASCADE,
  bytes bytea NOT NULL
);
