// The CRM service contract (§7 CRM service): the reader's account, subscriptions and payments. The spec names
// the three calls; the fields marked "extension" and the sign-in exchange (`/api/v2/user/login`, `/logout`) are ours,
// documented in docs/crm-api.md. Extensions are optional, so a CRM without them still validates.
import { Type, type Static } from '@sinclair/typebox';
import type { Currency } from './money.ts';

const Loose = { additionalProperties: true } as const;
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** What a payment can be: a recurring one is a standing monthly order, a one-time one a single charge. */
export const CRM_RECURRING_STATUSES = ['active', 'cancelled'] as const;
export const CRM_ONE_TIME_STATUSES = ['paid', 'failed', 'refunded'] as const;

export const CrmPayment = Type.Object(
  {
    id: Type.String(),
    amount: Type.Number(),
    /** ISO 4217: HUF on the main sites, RON for the regional edition (§1) */
    currency: Type.String(),
    status: Type.String(),
    recurring: Type.Boolean(),
    /** extension: unix s: when it was paid (one-time) or started (recurring) */
    createdAt: Type.Optional(Type.Integer()),
    /** extension: recurring only: 'month' */
    interval: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** extension: recurring only: how many charges it has made so far */
    charges: Type.Optional(Type.Integer()),
    /** extension: recurring only */
    cancelledAt: Type.Optional(NullableInt),
    /** extension: an active recurring payment's next charge (unix s) */
    nextChargeAt: Type.Optional(NullableInt),
    /**
     * extension: the payment provider's object behind it: the subscription of a recurring payment (the BFF
     * cancels it there), the PaymentIntent of a one-time one; null for a payment made elsewhere
     */
    providerRef: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  Loose,
);
export type CrmPayment = Static<typeof CrmPayment>;

export const CrmNewsletter = Type.Object(
  {
    code: Type.String(),
    subscribed: Type.Boolean(),
    /** extension: the list's display name */
    name: Type.Optional(Type.String()),
  },
  Loose,
);
export type CrmNewsletter = Static<typeof CrmNewsletter>;

export const CrmTotal = Type.Object({ currency: Type.String(), amount: Type.Number(), count: Type.Integer() }, Loose);
export type CrmTotal = Static<typeof CrmTotal>;

export const CrmUserInfo = Type.Object(
  {
    user: Type.Object(
      {
        email: Type.String(),
        name: Type.Union([Type.String(), Type.Null()]),
        newsletters: Type.Array(CrmNewsletter),
        /** one page of payments, newest first (`page` query) */
        payments: Type.Array(CrmPayment),
        /** extension: every active recurring payment, whatever the page */
        recurring: Type.Optional(Type.Array(CrmPayment)),
        /** extension: what the supporter has given, per currency (paid one-time payments and recurring charges) */
        totals: Type.Optional(Type.Array(CrmTotal)),
      },
      Loose,
    ),
    page: Type.Integer(),
    totalPages: Type.Integer(),
    /** extension: payments in all */
    totalItems: Type.Optional(Type.Integer()),
  },
  Loose,
);
export type CrmUserInfo = Static<typeof CrmUserInfo>;

export const CrmOk = Type.Object({ success: Type.Boolean() }, Loose);

/**
 * POST /api/v2/user/token: the same answer for every address. `challenge` (extension) names the code sent by mail; a
 * CRM that sends only links leaves it out, and then only the link signs in.
 */
/** Extension: the address a sign-in link would sign in (POST /api/v2/user/link). */
export const CrmLinkOwner = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, Loose);
export type CrmLinkOwner = Static<typeof CrmLinkOwner>;
export const CrmTokenRequested = Type.Object(
  { success: Type.Boolean(), challenge: Type.Optional(Type.String({ minLength: 16, maxLength: 128 })) },
  Loose,
);
export type CrmTokenRequested = Static<typeof CrmTokenRequested>;

/** POST /api/v2/user/login (extension): the bearer token of a supporter's session. */
export const CrmSession = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 512 }), expiresAt: Type.Integer() },
  Loose,
);
export type CrmSession = Static<typeof CrmSession>;

/** The `download` action's answer: everything the CRM holds about the supporter. */
export const CrmExport = Type.Object(
  {
    exportedAt: Type.Integer(),
    supporter: Type.Object(
      { email: Type.String(), name: Type.Union([Type.String(), Type.Null()]), createdAt: Type.Integer() },
      Loose,
    ),
    payments: Type.Array(CrmPayment),
    newsletters: Type.Array(CrmNewsletter),
  },
  Loose,
);
export type CrmExport = Static<typeof CrmExport>;

export const CrmCancelled = Type.Object({ success: Type.Boolean(), payment: CrmPayment }, Loose);
export const CrmNewsletterChanged = Type.Object({ success: Type.Boolean(), newsletter: CrmNewsletter }, Loose);

export type CrmUpdate =
  | { action: 'cancel'; payment_id: string }
  | { action: 'newsletter'; subscribe: boolean; code: string }
  | { action: 'download' }
  | { action: 'delete' };

export const CRM_ACTIONS = ['cancel', 'newsletter', 'download', 'delete'] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];

/**
 * Extension: what the BFF records at the CRM for a payment provider's event (POST /api/v2/payments/record,
 * with the service token). `event` is the provider's event id: the CRM records each once. Amounts are integers in
 * the currency's minor unit (fillér: 2 000 Ft is 200000), as the provider counts them; the CRM keeps whole units.
 */
export type CrmPaymentRecord =
  | {
      event: string;
      kind: 'one-time';
      reference: string;
      email: string;
      name: string | null;
      amount_minor: number;
      currency: Currency;
      at: number;
    }
  | {
      event: string;
      kind: 'recurring-charge';
      reference: string;
      charge: string;
      email: string;
      name: string | null;
      amount_minor: number;
      currency: Currency;
      at: number;
    }
  | { event: string; kind: 'recurring-cancelled'; reference: string; at: number };

export const CRM_PAYMENT_RECORD_KINDS = ['one-time', 'recurring-charge', 'recurring-cancelled'] as const;

/** `recorded`: false when the event was recorded before, or changed nothing (a cancellation of a cancelled payment). */
export const CrmPaymentRecorded = Type.Object(
  { recorded: Type.Boolean(), payment: Type.Union([CrmPayment, Type.Null()]) },
  Loose,
);
export type CrmPaymentRecorded = Static<typeof CrmPaymentRecorded>;

/**
 * The addresses the CRM takes: a supporter's sign-in, and the payer of a payment it records. One rule, so
 * the CRM's routes and the payment stand-in's page agree on what an address is.
 */
export const CRM_EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The CRM's 401 messages: a wrong code may be tried again; an expired sign-in must start over. */
export const CRM_MSG_INVALID_CODE = 'Invalid code.';
export const CRM_MSG_SIGN_IN_EXPIRED = 'Sign-in expired.';
export const CRM_MSG_UNAUTHORIZED = 'Invalid or expired token.';
