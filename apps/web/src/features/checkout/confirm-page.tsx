import { orderSuccessPath, PUBLIC_PAGE_PATHS, type PaymentMethod } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { OrderSummary } from '@/components/cart/order-summary';
import { usePricedCart } from '@/components/cart/use-priced-cart';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { TusFileStatus } from '@/components/ui/tus-file-status';
import { cart as cartStore } from '@/lib/cart/cart-store';
import { buyerStore } from '@/lib/cart/checkout-storage';
import { useAfterPicks } from '@/lib/upload/pick-preparations';
import { waitingForUploadsLabel } from '@/lib/upload/waiting-label';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateOrder } from './api/use-create-order';
import { BuyerSummary } from './components/buyer-summary';
import { CheckoutLayout } from './components/checkout-layout';
import { MissingBuyer } from './components/missing-buyer';
import { PaymentSection } from './components/payment-section';
import { ProofSection } from './components/proof-section';
import { proofUploads } from './proof/proof-uploads';
import { useProofUpload } from './proof/use-proof-upload';

/** /beli-produk/confirm: buyer, summary, payment method, proof upload and the order itself. */
export function ConfirmPage() {
  usePageTitle(t('checkout.confirm.pageTitle'));
  const cart = usePricedCart();
  const buyer = buyerStore.use();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const proof = useProofUpload();
  const [proofError, setProofError] = useState<string>();
  // Asked before a file is chosen, so an upload can begin even if the network is gone by then.
  useEffect(() => void proofUploads.draftToken().catch(() => undefined), []);
  // A tap on submit while the proof is still going up: the order leaves once it is up.
  const [waiting, setWaiting] = useState(false);
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);
  const order = useCreateOrder(
    (created) => {
      // A shared phone keeps nothing of this checkout: its proof, upload URL and token go too.
      proofUploads.forget();
      cartStore.clear();
      buyerStore.set(null);
      toast.success(t('checkout.submitted'), { description: t('checkout.submittedDescription') });
      // The address names the order; the history entry carries it too, shown without a round trip.
      navigate(orderSuccessPath(created.id), { state: created });
    },
    (message, proofRefusal, error) => {
      if (proofRefusal) proof.refuse(proofRefusal);
      toast.error(t('checkout.failedTitle'), {
        description: message || t('checkout.failedFallback'),
        error,
      });
    },
  );
  const upState = proof.state;
  // A tap while the proof photo is still being prepared goes on once it is the page's file.
  const submitAfterPicks = useAfterPicks(submit);

  if (cart.lines.length === 0 && !order.created) {
    return <Navigate to={PUBLIC_PAGE_PATHS.buy} replace />;
  }
  if (!buyer) return <MissingBuyer />;

  function submit() {
    if (!buyer) return toast.error(t('checkout.confirm.missingTitle'));
    if (!proof.file) {
      setProofError(t('checkout.proof.required'));
      return toast.error(t('checkout.proof.missing'));
    }
    const send = (proofUpload: string) =>
      void proofUploads.draftToken().then((uploadDraft) =>
        order.submit({
          buyer,
          lines: cart.lines,
          paymentMethod: method,
          uploadDraft,
          proofUpload,
        }),
      );
    if (upState.status === 'done') return send(upState.uploadId);
    if (upState.status === 'idle' || upState.status === 'error') {
      return toast.error(t('checkout.proof.missing'));
    }
    setWaiting(true);
    stopWaiting.current = proof.whenSettled((settled) => {
      stopWaiting.current = undefined;
      setWaiting(false);
      if (settled.status === 'done') send(settled.uploadId);
    });
  }

  return (
    <CheckoutLayout title={t('checkout.confirm.title')} aside={<OrderSummary cart={cart} />}>
      <BuyerSummary buyer={buyer} />
      <PaymentSection total={cart.total} method={method} onMethodChange={setMethod} />
      <ProofSection
        value={proof.file}
        onChange={(file) => {
          proof.choose(file);
          setProofError(undefined);
        }}
        error={proofError}
        disabled={order.sending}
      />
      <TusFileStatus state={upState} onRetry={proof.retry} />
      <Button
        type="button"
        size="lg"
        onClick={submitAfterPicks.run}
        disabled={order.sending || waiting || submitAfterPicks.waiting}
      >
        {submitAfterPicks.waiting
          ? uploadText('upload.status.preparingPhotos')
          : waiting
            ? waitingForUploadsLabel([{ state: upState, size: proof.file?.size ?? 0 }])
            : order.sending
              ? t('checkout.submitting')
              : t('checkout.submit')}
      </Button>
    </CheckoutLayout>
  );
}
