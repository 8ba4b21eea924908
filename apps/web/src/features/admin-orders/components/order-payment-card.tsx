import { formatAdminDate, type AdminOrderDetail } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { getOrderProofUrl } from '../api/get-order-proof';

/** Method, paid date and the proof, opened in a 'Bukti Transfer' dialog through a 300 s link. */
export function OrderPaymentCard({ order }: { order: AdminOrderDetail }) {
  const [proofUrl, setProofUrl] = useState<string | null>(null);

  async function openProof() {
    try {
      setProofUrl((await getOrderProofUrl(order.id)).url);
    } catch (error) {
      toast.error(t('admin.order.proofFailed'), { description: (error as Error).message, error });
    }
  }

  const isImage = order.proof?.contentType.startsWith('image/');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.order.payment')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          <span className="text-muted-foreground">{t('admin.order.method')}: </span>
          <span className="font-medium capitalize">
            {order.paymentMethod?.replaceAll('_', ' ') ?? '-'}
          </span>
        </p>
        {order.paidAt ? (
          <p>
            <span className="text-muted-foreground">{t('admin.order.paidAt')}: </span>
            {formatAdminDate(order.paidAt)}
          </p>
        ) : null}
        {order.proof ? (
          <Button variant="outline" onClick={() => void openProof()}>
            {t('admin.order.viewProof')}
          </Button>
        ) : null}
        <Dialog
          open={proofUrl !== null}
          onOpenChange={(open) => !open && setProofUrl(null)}
          title={t('admin.order.proofTitle')}
          closeLabel={t('admin.order.proofClose')}
        >
          {proofUrl && isImage ? (
            <img
              src={proofUrl}
              alt={t('admin.order.proofTitle')}
              className="max-h-[70dvh] w-full object-contain"
            />
          ) : null}
          {proofUrl ? (
            <a href={proofUrl} className="text-primary underline">
              {t('admin.order.proofDownload')} ({order.proof?.fileName})
            </a>
          ) : null}
        </Dialog>
      </CardContent>
    </Card>
  );
}
