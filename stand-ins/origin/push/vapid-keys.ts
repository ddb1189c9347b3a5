// The VAPID key pair (RFC 8292) the origin signs Web Push requests with, and the subject push services may contact.
// From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT when set (production: one pair for the life of the site,
// since browsers bind every subscription to the public key); otherwise generated once for the demo and kept in
// ${DATA_DIR}/vapid.json, so subscriptions survive a restart.
import webpush from 'web-push';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { ensureDataFolderOf } from '../../../kit/data-folder.ts';
import { join } from 'node:path';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where push services may reach the sender (RFC 8292 section 2.1). Our demo's; production sets VAPID_SUBJECT. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@example.hu';

/** Throws a clear error naming the problem when the keys or the subject are not usable. */
export function checkVapidKeys(keys: VapidKeys): VapidKeys {
  // web-push validates all three (base64url, 65-byte public point, 32-byte private scalar, mailto:/https: subject).
  webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return keys;
}

export function generateVapidKeys(subject = DEFAULT_VAPID_SUBJECT): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey, subject };
}

export function loadVapidKeys(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): { keys: VapidKeys; source: 'environment' | 'file' | 'generated' } {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  const pub = env.VAPID_PUBLIC_KEY;
  const priv = env.VAPID_PRIVATE_KEY;
  if (pub || priv) {
    if (!pub || !priv) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    return { keys: checkVapidKeys({ publicKey: pub, privateKey: priv, subject }), source: 'environment' };
  }
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    return {
      keys: checkVapidKeys({ publicKey: String(stored.publicKey), privateKey: String(stored.privateKey), subject }),
      source: 'file',
    };
  }
  const keys = generateVapidKeys(subject);
  ensureDataFolderOf(file);
  // Written whole under another name and renamed, so a crash never leaves half a key file; readable by us only.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600 });
  renameSync(tmp, file);
  return { keys, source: 'generated' };
}
