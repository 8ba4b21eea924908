import { PAYMENT_API_PATHS, paymentSettingsSchema, type PaymentSettings } from '@toko/contracts';
import { useEffect, useState } from 'react';
import { apiRequest, type ApiError } from '@/lib/api-client';

type SettingsState =
  | { status: 'loading' }
  | { status: 'ready'; settings: PaymentSettings }
  | { status: 'error'; error: ApiError };

/** The shop's bank account and a QRIS for exactly `total` (the server's configuration). */
export function usePaymentSettings(total: number): SettingsState {
  const [answer, setState] = useState<{ total: number; state: SettingsState } | null>(null);
  useEffect(() => {
    if (total <= 0) return;
    const controller = new AbortController();
    apiRequest(`${PAYMENT_API_PATHS.settings}?total=${total}`, {
      signal: controller.signal,
      parse: paymentSettingsSchema.parse,
    }).then(
      (settings) => setState({ total, state: { status: 'ready', settings } }),
      (error: ApiError) => {
        if (!controller.signal.aborted) setState({ total, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [total]);
  // An answer for another total (the cart changed) is not this total's answer.
  return answer?.total === total ? answer.state : { status: 'loading' };
}
