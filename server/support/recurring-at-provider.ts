// A monthly support paid through the payment provider stops there first: before the CRM records a
// cancellation (or deletes the account, which cancels every monthly support), the provider's subscription behind it is
// cancelled, so no further charge can come. Which subscriptions are the supporter's is asked of the CRM with their own
// session, so nobody can cancel another's. A monthly support made elsewhere (no provider reference) has nothing to stop.
import type { CrmPayment } from '../../shared/crm-types.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CrmClient } from '../upstream/crm-client.ts';

const isActiveRecurring = (p: CrmPayment) => p.recurring && p.status === 'active';

/** Cancels at the provider the supporter's active monthly supports that `which` picks; resolves to how many. */
export async function stopAtProvider(
  session: { token: string; crm: CrmClient },
  payments: PaymentProvider | null,
  which: (payment: CrmPayment) => boolean,
  who: { site: string; signal?: AbortSignal },
): Promise<number> {
  const info = await session.crm.userInfo(session.token, 1, who);
  const refs = (info.user.recurring ?? info.user.payments)
    .filter((p) => isActiveRecurring(p) && which(p))
    .map((p) => p.providerRef)
    .filter((ref): ref is string => !!ref);
  if (refs.length === 0) return 0;
  if (!payments)
    throw new Error(
      'a monthly support paid at the payment provider cannot be cancelled there: no PAYMENT_API_KEY is configured',
    );
  for (const ref of refs) await payments.cancelSubscription(ref);
  return refs.length;
}
