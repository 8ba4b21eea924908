import { formatRupiah, PAYMENT_API_PATHS, type PaymentSettings } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Download, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { downloadFromApi } from '@/lib/download-from-api';

function qrisSource(qris: PaymentSettings['qris']): string | null {
  if (qris.svg) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qris.svg)}`;
  return qris.image;
}

/** The QRIS with the order's exact amount: shown, enlarged in a dialog, and downloadable. */
export function QrisCard({ qris, total }: { qris: PaymentSettings['qris']; total: number }) {
  const [open, setOpen] = useState(false);
  const source = qrisSource(qris);
  if (!source) return <p className="text-sm">{t('checkout.payment.qrisUnavailable')}</p>;
  const alt = t('checkout.payment.qrisDialog');

  const fileName = `qris-toko-edc-${total}.png`;

  /** A PNG from the server (wallet apps read pictures from the gallery, not SVG). */
  async function download() {
    try {
      if (qris.svg)
        await downloadFromApi(`${PAYMENT_API_PATHS.qrisPicture}?total=${total}`, fileName);
      else {
        const link = document.createElement('a');
        link.href = source!;
        link.download = fileName;
        link.click();
      }
      toast.success(t('checkout.payment.qrisDownloaded'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      toast.error(error.message, { error });
    }
  }

  return (
    <div className="grid justify-items-center gap-3 rounded-lg bg-muted p-4 text-center">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('checkout.payment.qrisEnlarge')}
        className="rounded-lg bg-white p-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <img src={source} alt={alt} width={200} height={200} className="size-48" />
      </button>
      <p className="text-sm">{t('checkout.payment.qrisScan', { total: formatRupiah(total) })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <Maximize2 aria-hidden className="size-4" />
          {t('checkout.payment.qrisEnlarge')}
        </Button>
        <Button type="button" variant="outline" onClick={() => void download()}>
          <Download aria-hidden className="size-4" />
          {t('checkout.payment.qrisDownload')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={alt}
        closeLabel={t('checkout.payment.qrisClose')}
      >
        <img src={source} alt={alt} className="mx-auto aspect-square w-full max-w-sm bg-white" />
        <p className="text-center font-semibold">{formatRupiah(total)}</p>
      </Dialog>
    </div>
  );
}
