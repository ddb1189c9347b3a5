// The CRM service contract (SPEC.md §7 CRM service): the reader's account, subscriptions and payments.
import { Type, type Static } from '@sinclair/typebox';

const Loose = { additionalProperties: true } as const;

export const CrmUserInfo = Type.Object({
  user: Type.Object({
    email: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
    newsletters: Type.Array(Type.Object({ code: Type.String(), subscribed: Type.Boolean() }, Loose)),
    payments: Type.Array(Type.Object({
      id: Type.String(), amount: Type.Number(), currency: Type.String(), status: Type.String(), recurring: Type.Boolean(),
    }, Loose)),
  }, Loose),
  page: Type.Integer(),
  totalPages: Type.Integer(),
}, Loose);
export type CrmUserInfo = Static<typeof CrmUserInfo>;

export const CrmOk = Type.Object({ success: Type.Boolean() }, Loose);

export type CrmUpdate =
  | { action: 'cancel'; payment_id: string }
  | { action: 'newsletter'; subscribe: boolean; code: string }
  | { action: 'download' }
  | { action: 'delete' };
