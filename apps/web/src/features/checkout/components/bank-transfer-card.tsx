import { COPY_ICON_RESET_MS, formatRupiah, type PaymentSettings } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function BankTransferCard({
  bank,
  total,
}: {
  bank: PaymentSettings['bank'];
  total: number;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_ICON_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(bank.number);
      setCopied(true);
      toast.success(t('checkout.payment.copied'));
    } catch {
      toast.error(t('common.genericError'));
    }
  }

  return (
    <div className="grid gap-3 rounded-lg bg-muted p-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('checkout.payment.bankName')}</dt>
          <dd className="font-medium">{bank.name}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('checkout.payment.holder')}</dt>
          <dd className="text-right font-medium">{bank.holder}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <dt className="text-muted-foreground">{t('checkout.payment.accountNumber')}</dt>
          <dd className="flex min-w-0 items-center gap-1 font-mono text-base font-semibold">
            <span className="break-all">{bank.number}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('checkout.payment.copy')}
              onClick={copy}
            >
              {copied ? (
                <Check aria-hidden className="size-4 text-green-700" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
            </Button>
          </dd>
        </div>
      </dl>
      <p className="text-sm">
        {t('checkout.payment.transferExactly', { total: formatRupiah(total) })}
      </p>
    </div>
  );
}
