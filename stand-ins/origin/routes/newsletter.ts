// Newsletters with double opt-in (§7 POST /api/newsletter/subscribe; decision 044). A sign-up stores its
// lists as pending and mails one confirmation whose link names those lists; only confirmed rows get list mail, and
// every mail carries the address's unsubscribe link. Idempotent per email and list code — one INSERT … ON CONFLICT DO
// NOTHING per list in one transaction, so a repeated or concurrent sign-up neither doubles nor loses a row, and a
// second sign-up changes nothing stored (not even the names). Only the lists of shared/newsletter-lists.ts exist.
// The answer is the same for a new, a pending and a subscribed address, so it tells nobody who reads what.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { NewsletterSubscribeBody } from '../../../shared/api-types.ts';
import { normaliseEmail } from '../../../shared/email-address.ts';
import { isNewsletterListCode, NEWSLETTER_LIST_CODES } from '../../../shared/newsletter-lists.ts';
import {
  confirmationMail,
  isNewsletterToken,
  listMailText,
  NEWSLETTER_API,
  NEWSLETTER_CONFIRM_TTL_S,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
} from '../../../shared/newsletter-mail.ts';
import { siteBySlug } from '../../../shared/sites/site-table.ts';
import { authorizeAdmin } from '../admin-auth.ts';
import type { MailOutbox } from '../../crm/mail-outbox.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

/** The editors' send of one issue of a list to its confirmed readers (admin: loopback, and the admin token when set). */
export const NEWSLETTER_ISSUE_PATH = '/admin/newsletters/:code/issues';

/** Where the links point when nothing says otherwise: the BFF's own defaults on its default port (server/config.ts). */
export const LOCAL_PUBLIC_ORIGINS = { main: 'http://localhost:3000', regional: 'http://ro.localhost:3000' } as const;

export interface NewsletterMailOptions {
  /** Where the mails go: `${DATA_DIR}/newsletter-outbox.jsonl` in the embedded default (main.ts), memory in tests. */
  outbox: MailOutbox;
  /** The public origin of each domain, for the links in the mails (the BFF's PUBLIC_ORIGIN_MAIN and _REGIONAL). */
  publicOrigin: { main: string; regional: string };
}

const TokenBody = Type.Object({ token: Type.String({ maxLength: 100 }) });
const UnsubscribeBody = Type.Object({
  token: Type.String({ maxLength: 100 }),
  listCodes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })),
});
const IssueBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  text: Type.String({ minLength: 1, maxLength: 100_000 }),
});

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function knownCodes(raw: readonly string[]): string[] {
  const codes = [...new Set(raw.map((c) => c.trim()).filter(Boolean))];
  const unknown = codes.find((c) => !isNewsletterListCode(c));
  if (unknown !== undefined)
    throw badRequest(`unknown list code '${unknown}'; the lists are ${NEWSLETTER_LIST_CODES.join(', ')}`);
  return codes;
}

export function registerNewsletterRoutes(app: FastifyInstance, ctx: OriginContext, mail: NewsletterMailOptions): void {
  const desk = newsletterDesk(ctx, mail);
  app.post<{ Body: NewsletterSubscribeBody }>(
    NEWSLETTER_API.subscribe,
    {
      schema: { body: NewsletterSubscribeBody },
      // Leading/trailing spaces are a typing slip, not a different address.
      preValidation: async (request) => {
        const body = request.body as { email?: unknown } | undefined;
        if (body && typeof body.email === 'string') body.email = body.email.trim();
      },
    },
    async (request, reply) => signUp(desk, request, reply),
  );
  // Opening the link again (a mail scanner may have been first) says the same until it expires.
  app.post<{ Body: Static<typeof TokenBody> }>(
    NEWSLETTER_API.confirm,
    { schema: { body: TokenBody } },
    async (request) => confirmSignUp(desk, request.body.token),
  );
  // Idempotent: leaving again removes nothing more and says the same.
  app.post<{ Body: Static<typeof UnsubscribeBody> }>(
    NEWSLETTER_API.unsubscribe,
    { schema: { body: UnsubscribeBody } },
    async (request) => unsubscribe(desk, request.body),
  );
  app.post<{ Params: { code: string }; Body: Static<typeof IssueBody> }>(
    NEWSLETTER_ISSUE_PATH,
    {
      schema: { body: IssueBody },
      onRequest: async (request) => authorizeAdmin(request, ctx.adminToken),
    },
    async (request) => sendIssue(desk, request),
  );
}

/** The statements, transactions and mail of the newsletter routes. */
interface NewsletterDesk {
  mail: NewsletterMailOptions;
  q: ReturnType<typeof newsletterStatements>;
  now: () => number;
  /** Stores a sign-up's lists as pending; the confirmation to mail, or null when nothing is left pending. */
  subscribe: (
    email: string,
    codes: string[],
    site: string,
    first: string | null,
    last: string | null,
  ) => { token: string; pending: string[]; unsubscribeToken: string } | null;
  /** Confirms those of the lists still signed up for, and names them. */
  confirm: (email: string, codes: string[]) => string[];
  /** Removes the address from the lists (null: from every list); how many rows went. */
  leave: (email: string, codes: string[] | null) => number;
}

function newsletterStatements(db: Database) {
  return {
    insert:
      db.prepare(`INSERT INTO newsletter_subscriptions (email, list_code, site_slug, first_name, last_name, created_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email, list_code) DO NOTHING`),
    pendingOf: db
      .prepare(
        'SELECT list_code FROM newsletter_subscriptions WHERE email = ? AND confirmed_at IS NULL ORDER BY list_code',
      )
      .pluck(),
    dropExpiredRows: db.prepare('DELETE FROM newsletter_subscriptions WHERE confirmed_at IS NULL AND created_at < ?'),
    dropExpiredConfirmations: db.prepare('DELETE FROM newsletter_confirmations WHERE created_at < ?'),
    addConfirmation: db.prepare(
      'INSERT INTO newsletter_confirmations (token_hash, email, list_codes, created_at) VALUES (?, ?, ?, ?)',
    ),
    addRecipient: db.prepare(
      `INSERT INTO newsletter_recipients (email, unsubscribe_token) VALUES (?, ?) ON CONFLICT (email) DO NOTHING`,
    ),
    recipientToken: db.prepare('SELECT unsubscribe_token FROM newsletter_recipients WHERE email = ?').pluck(),
    recipientByToken: db.prepare('SELECT email FROM newsletter_recipients WHERE unsubscribe_token = ?').pluck(),
    confirmationOf: db.prepare(
      'SELECT email, list_codes FROM newsletter_confirmations WHERE token_hash = ? AND created_at >= ?',
    ),
    mark: db.prepare(
      'UPDATE newsletter_subscriptions SET confirmed_at = ? WHERE email = ? AND list_code = ? AND confirmed_at IS NULL',
    ),
    exists: db.prepare('SELECT 1 FROM newsletter_subscriptions WHERE email = ? AND list_code = ?').pluck(),
    dropAll: db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ?'),
    drop: db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ? AND list_code = ?'),
    members: db.prepare(
      `SELECT email, site_slug FROM newsletter_subscriptions WHERE list_code = ? AND confirmed_at IS NOT NULL ORDER BY email`,
    ),
  };
}

function newsletterDesk(ctx: OriginContext, mail: NewsletterMailOptions): NewsletterDesk {
  const { db } = ctx;
  const now = () => ctx.auth.now();
  const q = newsletterStatements(db);
  const desk = { mail, q, now };
  return {
    ...desk,
    // Pending rows and links of a week ago are dropped first, so a sign-up that was never confirmed can start again.
    subscribe: db.transaction(
      (email: string, codes: string[], site: string, first: string | null, last: string | null) => {
        const t = now();
        q.dropExpiredRows.run(t - NEWSLETTER_CONFIRM_TTL_S);
        q.dropExpiredConfirmations.run(t - NEWSLETTER_CONFIRM_TTL_S);
        for (const code of codes) q.insert.run(email, code, site, first, last, t);
        const pending = (q.pendingOf.all(email) as string[]).filter((c) => codes.includes(c));
        if (pending.length === 0) return null;
        const token = newToken();
        q.addConfirmation.run(hashOf(token), email, pending.join(','), t);
        return { token, pending, unsubscribeToken: unsubscribeTokenOf(desk, email) };
      },
    ),
    confirm: db.transaction((email: string, codes: string[]) => {
      const t = now();
      const kept = codes.filter((c) => q.exists.get(email, c));
      for (const c of kept) q.mark.run(t, email, c);
      return kept;
    }),
    leave: db.transaction((email: string, codes: string[] | null) => {
      if (codes === null) return q.dropAll.run(email).changes;
      return codes.reduce((n, c) => n + q.drop.run(email, c).changes, 0);
    }),
  };
}

/** The public origin the links of a mail to a reader of the site point to. */
function linkOrigin(mail: NewsletterMailOptions, siteSlug: string): string {
  return mail.publicOrigin[siteBySlug(siteSlug)?.domain ?? 'main'];
}

function send({ mail, now }: Pick<NewsletterDesk, 'mail' | 'now'>, to: string, subject: string, text: string): void {
  mail.outbox.send({ id: randomUUID(), to, subject, text, sentAt: now() });
}

/** The address's unsubscribe token, made the first time it is needed (addresses from before double opt-in have none). */
function unsubscribeTokenOf({ q }: Pick<NewsletterDesk, 'q'>, email: string): string {
  q.addRecipient.run(email, newToken());
  return q.recipientToken.get(email) as string;
}

async function signUp(
  desk: NewsletterDesk,
  request: FastifyRequest<{ Body: NewsletterSubscribeBody }>,
  reply: FastifyReply,
) {
  const site = requestSite(request);
  const email = normaliseEmail(request.body.email);
  if (!email) throw badRequest('email is not a valid address');
  const codes = knownCodes(request.body.listCodes);
  if (codes.length === 0) throw badRequest('listCodes needs at least one list code');
  const firstName = request.body.firstName?.trim() || null;
  const started = desk.subscribe(email, codes, site.slug, firstName, request.body.lastName?.trim() || null);
  // Lists already confirmed need no mail; anything pending gets exactly one, with a fresh link for just those lists.
  if (started) {
    const base = linkOrigin(desk.mail, site.slug);
    const letter = confirmationMail({
      firstName,
      listCodes: started.pending,
      confirmUrl: newsletterConfirmUrl(base, started.token),
      unsubscribeUrl: newsletterUnsubscribeUrl(base, started.unsubscribeToken, started.pending),
    });
    send(desk, email, letter.subject, letter.text);
  }
  reply.code(202);
  return { email, listCodes: codes, confirmationSent: started !== null };
}

function confirmSignUp(desk: NewsletterDesk, token: string) {
  const row = isNewsletterToken(token)
    ? (desk.q.confirmationOf.get(hashOf(token), desk.now() - NEWSLETTER_CONFIRM_TTL_S) as
        { email: string; list_codes: string } | undefined)
    : undefined;
  if (!row) throw notFound('unknown or expired confirmation link');
  const confirmed = desk.confirm(row.email, row.list_codes.split(','));
  // Every list of the link was left meanwhile (its own unsubscribe link): there is nothing to confirm.
  if (confirmed.length === 0) throw notFound('the sign-up of this link was withdrawn');
  return { listCodes: confirmed };
}

function unsubscribe(desk: NewsletterDesk, body: Static<typeof UnsubscribeBody>) {
  const { token } = body;
  const email = isNewsletterToken(token) ? (desk.q.recipientByToken.get(token) as string | undefined) : undefined;
  if (!email) throw notFound('unknown unsubscribe link');
  const codes = body.listCodes?.length ? knownCodes(body.listCodes) : null;
  return { removed: desk.leave(email, codes) };
}

/** One issue of a list to each of its confirmed readers, with the reader's own unsubscribe link. */
function sendIssue(
  desk: NewsletterDesk,
  request: FastifyRequest<{ Params: { code: string }; Body: Static<typeof IssueBody> }>,
) {
  const code = request.params.code;
  if (!isNewsletterListCode(code)) throw notFound(`no newsletter '${code}'`);
  const readers = desk.q.members.all(code) as { email: string; site_slug: string }[];
  for (const r of readers) {
    send(
      desk,
      r.email,
      request.body.subject,
      listMailText(
        request.body.text,
        code,
        newsletterUnsubscribeUrl(linkOrigin(desk.mail, r.site_slug), unsubscribeTokenOf(desk, r.email), [code]),
      ),
    );
  }
  request.log.info({ list: code, sent: readers.length, outbox: desk.mail.outbox.where }, 'newsletter issue sent');
  return { sent: readers.length };
}
