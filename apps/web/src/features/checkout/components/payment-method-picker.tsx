import type { PaymentMethod } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Building2, QrCode } from 'lucide-react';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  qrisDisabledReason?: string;
};

const OPTIONS = [
  { value: 'bank_transfer', label: 'checkout.payment.bank', Icon: Building2 },
  { value: 'qris', label: 'checkout.payment.qris', Icon: QrCode },
] as const;

/** Bank transfer (default) or QRIS, as a real radio group. */
export function PaymentMethodPicker({ value, onChange, qrisDisabledReason }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold">{t('checkout.payment.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, Icon }) => {
          const disabled = option === 'qris' && Boolean(qrisDisabledReason);
          return (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => onChange(option)}
                className="size-4 accent-primary"
              />
              <Icon aria-hidden className="size-5" />
              <span className="font-medium">{t(label)}</span>
            </label>
          );
        })}
      </div>
      {qrisDisabledReason ? (
        <p className="text-sm text-muted-foreground">{qrisDisabledReason}</p>
      ) : null}
    </fieldset>
  );
}
