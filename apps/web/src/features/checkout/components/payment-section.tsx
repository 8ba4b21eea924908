import { QRIS_MAX_AMOUNT, type PaymentMethod } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentSettings } from '../api/use-payment-settings';
import { BankTransferCard } from './bank-transfer-card';
import { PaymentMethodPicker } from './payment-method-picker';
import { QrisCard } from './qris-card';
import { RequestCode } from '@/components/ui/request-code';

type Props = {
  total: number;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
};

export function PaymentSection({ total, method, onMethodChange }: Props) {
  const settings = usePaymentSettings(total);
  const overCap = total > QRIS_MAX_AMOUNT;
  const qrisOff = settings.status === 'ready' && !settings.settings.qris.available;
  const qrisDisabledReason = overCap
    ? t('checkout.payment.qrisOverLimit')
    : qrisOff
      ? t('checkout.payment.qrisUnavailable')
      : undefined;

  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <PaymentMethodPicker
          value={method}
          onChange={onMethodChange}
          qrisDisabledReason={qrisDisabledReason}
        />
        {settings.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {settings.status === 'error' ? (
          <p role="alert" className="text-sm text-destructive">
            {t('checkout.payment.loadFailed')}: {settings.error.message}
            <RequestCode error={settings.error} />
          </p>
        ) : null}
        {settings.status === 'ready' ? (
          <>
            {method === 'qris' ? (
              <QrisCard qris={settings.settings.qris} total={total} />
            ) : (
              <BankTransferCard bank={settings.settings.bank} total={total} />
            )}
            {settings.settings.usesExamples ? (
              <p className="text-xs text-amber-800">{t('checkout.payment.example')}</p>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
