-- pgbench's side of bench/guest-order.mjs: the statements one `POST /api/orders` sends to
-- PostgreSQL, in its order and with its values (traced from the multipart order's server), keys
-- made unique per transaction. One transaction: the idempotency claim, the proof's upload taken
-- (a delete by its key; here it finds no row, the real one deletes one), the order (`on conflict
-- (order_number) do nothing`: a taken number returns no row and is tried again), the saved answer.
-- The `orders` triggers (search table, list counts) run as for ours.
\set n random(1, 1000000000000)
BEGIN;
INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES ('pgbench', 'k-' || :client_id || '-' || :n, 'f3b1c2d4e5f60718293a4b5c6d7e8f90f3b1c2d4e5f60718293a4b5c6d7e8f90', default, '2026-11-24 20:00:00+00') ON CONFLICT (scope, key) DO UPDATE SET request_hash = 'x', response = null, created_at = '2026-11-24 20:00:00+00' WHERE (idempotency_keys.created_at < '2026-11-23 20:00:00+00' OR idempotency_keys.response IS NULL) RETURNING key;
DELETE FROM uploads WHERE id = md5(:client_id || '-' || :n) AND draft_id = md5(:n || '') AND slot = 'proof' AND completed_at IS NOT NULL AND expires_at > now() RETURNING *;
INSERT INTO orders (id, order_number, created_at, updated_at, buyer_name, email, phone, phone_e164, address, notes, referral_code, items, subtotal, shipping_fee, total, payment_method, payment_proof_key, payment_proof_name, payment_proof_type, paid_at, status, deleted_at, purged_at) VALUES (default, 'ORD-B-' || :client_id || '-' || :n, now(), now(), 'Siti Rahayu', 'Siti@Contoh.co.id', '0812-3456-7890', '+6281234567890', 'Jl. Merdeka No. 10, Bandung', null, 'AGEN_01', '[{"id": "pax-a920-pro", "name": "PAX A920 Pro", "price": 2999000, "quantity": 2, "description": "EDC Android layar sentuh 5,5\" dengan printer struk, kartu chip, tap, dan QRIS."}, {"id": "soundbox-qris", "name": "Soundbox QRIS", "price": 349000, "quantity": 1, "description": "Speaker notifikasi pembayaran QRIS: setiap dana masuk langsung diumumkan."}]', 6347000, 0, 6347000, 'bank_transfer', 'pgbench/' || :client_id || '-' || :n || '.jpg', 'bukti.jpg', 'image/jpeg', default, 'pending', default, default) ON CONFLICT (order_number) DO NOTHING RETURNING id, order_number, total;
UPDATE idempotency_keys SET response = '{"body": "{\"id\":\"aeee344a-db84-428f-a369-dc1a7e0f4821\",\"orderNumber\":\"ORD-20261125-69A7FH\",\"total\":6347000}", "status": 201}' WHERE ((scope = 'pgbench' AND key = 'k-' || :client_id || '-' || :n));
COMMIT;
