import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { useNavigate } from 'react-router';
import { OrderSummary } from '@/components/cart/order-summary';
import { usePricedCart } from '@/components/cart/use-priced-cart';
import { Card, CardContent } from '@/components/ui/card';
import { buyerStore } from '@/lib/cart/checkout-storage';
import { usePageTitle } from '@/lib/use-page-title';
import { BuyerForm } from './components/buyer-form';
import { CheckoutLayout } from './components/checkout-layout';
import { EmptyCart } from './components/empty-cart';

/** /beli-produk/form: who buys and where it goes; kept in the browser for the next step. */
export function BuyerFormPage() {
  usePageTitle(t('checkout.form.pageTitle'));
  const cart = usePricedCart();
  const buyer = buyerStore.use();
  const navigate = useNavigate();
  if (cart.lines.length === 0) return <EmptyCart />;
  return (
    <CheckoutLayout title={t('checkout.form.title')} aside={<OrderSummary cart={cart} />}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <BuyerForm
            initial={buyer}
            onSubmit={(data) => {
              buyerStore.set(data);
              navigate(PUBLIC_PAGE_PATHS.confirm);
            }}
          />
        </CardContent>
      </Card>
    </CheckoutLayout>
  );
}
