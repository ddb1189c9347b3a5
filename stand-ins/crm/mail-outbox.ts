// Where the embedded CRM "sends" mail: the demo has no mail server, so each message is appended as one JSON line to
// a local outbox file (`${DATA_DIR}/crm-outbox.jsonl`), or kept in memory for tests. A real CRM mails them.
import { appendFileSync } from 'node:fs';
import { ensureDataFile } from '../../kit/data-folder.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: number;
}

export interface MailOutbox {
  /** Where the mail went, for the log line (never the address or the content). */
  readonly where: string;
  send(mail: OutboxMail): void;
}

export function fileOutbox(path: string): MailOutbox {
  ensureDataFile(path);
  return {
    where: path,
    send(mail) {
      appendFileSync(path, `${JSON.stringify(mail)}\n`, { mode: 0o600 });
    },
  };
}

export interface MemoryOutbox extends MailOutbox {
  readonly mails: OutboxMail[];
}

export function memoryOutbox(): MemoryOutbox {
  const mails: OutboxMail[] = [];
  return { where: 'memory', mails, send: (mail) => void mails.push(mail) };
}
