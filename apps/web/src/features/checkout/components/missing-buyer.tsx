import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';

/** The confirm step needs the buyer's data (docs/product.md, "Checkout"). */
export function MissingBuyer() {
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-md justify-items-center gap-3 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('checkout.confirm.missingTitle')}</h1>
      <p className="text-muted-foreground">{t('checkout.confirm.missingBuyer')}</p>
      <Link to={PUBLIC_PAGE_PATHS.buyerForm} className={buttonClass()}>
        {t('checkout.confirm.fillForm')}
      </Link>
    </div>
  );
}
