import { generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../db/db';

/** Head office's Ed25519 pair that signs every acknowledgement (PEM: SPKI and PKCS#8). */
export interface HeadOfficeKey {
  publicKey: string;
  privateKey: string;
}

// The pair never changes once made, so each instance reads it once per database.
const loaded = new WeakMap<Queryable, Promise<HeadOfficeKey>>();

/**
 * Head office's signing key, made by whichever instance asks first (D96). Two instances starting
 * together both try to insert theirs; the primary key keeps the first and both read it back.
 */
export function headOfficeKey(db: Queryable): Promise<HeadOfficeKey> {
  let key = loaded.get(db);
  if (!key) {
    key = loadOrMake(db);
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}

async function loadOrMake(db: Queryable): Promise<HeadOfficeKey> {
  const read = async () =>
    (
      await db.query<{ public_key: string; private_key: string }>(
        "SELECT public_key, private_key FROM head_office_keys WHERE purpose = 'ack'",
      )
    )[0];
  let row = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db.query(
      `INSERT INTO head_office_keys (purpose, public_key, private_key, created_at)
       VALUES ('ack', $1, $2, now()) ON CONFLICT (purpose) DO NOTHING`,
      [pair.publicKey, pair.privateKey],
    );
    row = await read();
  }
  if (!row) throw new Error("Head office's signing key could not be read back after it was made.");
  return { publicKey: row.public_key, privateKey: row.private_key };
}
