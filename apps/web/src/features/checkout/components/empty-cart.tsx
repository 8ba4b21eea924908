import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';

export function EmptyCart() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <ShoppingCart aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('checkout.emptyCart')}</h1>
      <p className="text-muted-foreground">{t('checkout.emptyCartHint')}</p>
      <Link to={PUBLIC_PAGE_PATHS.buy} className={buttonClass()}>
        {t('checkout.backToBuy')}
      </Link>
    </div>
  );
}
