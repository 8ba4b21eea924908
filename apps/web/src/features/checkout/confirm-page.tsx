import { PUBLIC_PAGE_PATHS, type PaymentMethod } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { OrderSummary } from '@/components/cart/order-summary';
import { usePricedCart } from '@/components/cart/use-priced-cart';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { UploadStatus } from '@/components/ui/upload-status';
import { cart as cartStore } from '@/lib/cart/cart-store';
import { buyerStore, lastOrder } from '@/lib/cart/checkout-storage';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateOrder } from './api/use-create-order';
import { BuyerSummary } from './components/buyer-summary';
import { CheckoutLayout } from './components/checkout-layout';
import { MissingBuyer } from './components/missing-buyer';
import { PaymentSection } from './components/payment-section';
import { ProofSection } from './components/proof-section';

/** /beli-produk/confirm: buyer, summary, payment method, proof upload and the order itself. */
export function ConfirmPage() {
  usePageTitle(t('checkout.confirm.pageTitle'));
  const cart = usePricedCart();
  const buyer = buyerStore.use();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string>();
  const order = useCreateOrder(
    (created) => {
      lastOrder.save(created);
      cartStore.clear();
      buyerStore.set(null);
      toast.success(t('checkout.submitted'), { description: t('checkout.submittedDescription') });
      navigate(PUBLIC_PAGE_PATHS.orderSuccess);
    },
    (message) =>
      toast.error(t('checkout.failedTitle'), {
        description: message || t('checkout.failedFallback'),
      }),
  );
  const busy = order.state.status === 'preparing' || order.state.status === 'uploading';

  if (cart.lines.length === 0 && order.state.status !== 'success') {
    return <Navigate to={PUBLIC_PAGE_PATHS.shop} replace />;
  }
  if (!buyer) return <MissingBuyer />;

  function submit() {
    if (!buyer) return toast.error(t('checkout.confirm.missingTitle'));
    if (!proof) {
      setProofError(t('checkout.proof.required'));
      return toast.error(t('checkout.proof.missing'));
    }
    order.submit({ buyer, lines: cart.lines, paymentMethod: method, proof });
  }

  return (
    <CheckoutLayout title={t('checkout.confirm.title')} aside={<OrderSummary cart={cart} />}>
      <BuyerSummary buyer={buyer} />
      <PaymentSection total={cart.total} method={method} onMethodChange={setMethod} />
      <ProofSection
        value={proof}
        onChange={(file) => {
          setProof(file);
          setProofError(undefined);
        }}
        error={proofError}
        disabled={busy}
      />
      <UploadStatus state={order.state} onRetry={() => void order.retry()} />
      <Button type="button" size="lg" onClick={submit} disabled={busy}>
        {busy ? t('checkout.submitting') : t('checkout.submit')}
      </Button>
    </CheckoutLayout>
  );
}
