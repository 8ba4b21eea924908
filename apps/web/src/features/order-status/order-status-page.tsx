import { ORDER_STATUS_LABELS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusLookupPage } from '@/components/status-lookup/status-lookup-page';
import { useStatusLookup } from '@/components/status-lookup/use-status-lookup';
import { usePageTitle } from '@/lib/use-page-title';
import { checkOrderStatus } from './api/check-order-status';

/** /cek-pesanan (beyond the spec): an order's status for its number and the buyer's phone. */
export function OrderStatusPage() {
  usePageTitle(t('orderStatus.pageTitle'));
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('nomor') ?? '');
  const lookup = useStatusLookup(checkOrderStatus, t('orderStatus.required'));

  return (
    <StatusLookupPage
      texts={{
        title: t('orderStatus.title'),
        intro: t('orderStatus.intro'),
        reference: t('orderStatus.number'),
        referencePlaceholder: t('orderStatus.numberPlaceholder'),
        phone: t('orderStatus.phone'),
        checking: t('orderStatus.checking'),
        submit: t('orderStatus.submit'),
      }}
      ids={{ reference: 'status-number', phone: 'status-phone' }}
      reference={orderNumber}
      onReferenceChange={setOrderNumber}
      phone={lookup.phone}
      onPhoneChange={lookup.setPhone}
      checking={lookup.checking}
      onSubmit={(event) => lookup.submit(event, orderNumber)}
      failure={lookup.failure}
    >
      {lookup.found ? (
        <p className="rounded-lg bg-muted p-4">
          {t('orderStatus.result', { orderNumber: lookup.found.orderNumber })}:{' '}
          <strong data-testid="order-status">{ORDER_STATUS_LABELS[lookup.found.status]}</strong>
        </p>
      ) : null}
    </StatusLookupPage>
  );
}
