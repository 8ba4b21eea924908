import {
  ACCOUNT_TYPE_LABELS,
  formatRegistrationLocation,
  ORDER_STATE_LABELS,
  type AccountType,
  type AdminRegistrationDetail,
  type OrderState,
  type ProtectedField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from './detail-list';
import { ProtectedValue } from './protected-value';

const EMPTY = t('admin.registration.empty');

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The detail's cards (docs/product.md, "Registration detail"): applicant, address, bank (only
 * with a bank field) and notes (only with notes). The NIK, the bank account number and the street
 * address come masked; `mayReveal` (the role's `personalData.reveal`) adds "Tampilkan" to each.
 */
export function RegistrationInfoCards({
  registration: r,
  mayReveal,
}: {
  registration: AdminRegistrationDetail;
  mayReveal: boolean;
}) {
  const value = (field: ProtectedField) => {
    const masked = r[field];
    if (!masked) return null;
    return (
      <ProtectedValue
        key={masked}
        registrationId={r.id}
        field={field}
        masked={masked}
        mayReveal={mayReveal}
      />
    );
  };
  const hasBank = Boolean(r.bankHolder || r.bankName || r.bankAccount);
  return (
    <>
      <InfoCard title={t('admin.registration.applicant')}>
        <DetailList
          rows={[
            [t('admin.registration.field.full_name'), r.fullName || EMPTY],
            [t('admin.registration.field.name'), r.name || EMPTY],
            [t('admin.registration.field.phone'), r.phone],
            [t('admin.registration.field.phone_alt'), r.phoneAlt],
            [t('admin.registration.field.email'), r.email],
            [t('admin.registration.field.id_number'), value('idNumber') ?? EMPTY],
            [t('admin.registration.field.store_name'), r.storeName],
            [
              t('admin.registration.type'),
              ACCOUNT_TYPE_LABELS[(r.accountType || 'perorangan') as AccountType] ?? r.accountType,
            ],
            [t('admin.registration.source'), r.source || EMPTY],
            [t('admin.registration.code'), r.code],
            [t('admin.registration.field.store_address_struk'), r.storeAddressStruk],
            [t('admin.registration.field.keeper_name'), r.keeperName],
            [t('admin.registration.field.keeper_phone'), r.keeperPhone],
            [
              t('admin.registration.field.order_state'),
              ORDER_STATE_LABELS[r.orderState as OrderState] ?? r.orderState,
            ],
          ]}
        />
      </InfoCard>
      <InfoCard title={t('admin.registration.addressCard')}>
        <div className="grid gap-1 text-sm">
          <p className="font-medium break-words">
            {value('address') ?? value('addressFull') ?? EMPTY}
          </p>
          <p className="text-muted-foreground">{formatRegistrationLocation(r)}</p>
          {/* Both masked alike: the full address is shown beside the street line whenever both exist. */}
          {r.addressFull && r.address ? (
            <p className="mt-2 break-words">
              <span className="text-muted-foreground">
                {t('admin.registration.field.address_full')}:{' '}
              </span>
              {value('addressFull')}
            </p>
          ) : null}
        </div>
      </InfoCard>
      {hasBank ? (
        <InfoCard title={t('admin.registration.bank')}>
          <DetailList
            rows={[
              [t('admin.registration.field.bank_holder'), r.bankHolder || EMPTY],
              [t('admin.registration.field.bank_name'), r.bankName || EMPTY],
              [t('admin.registration.field.bank_account'), value('bankAccount') ?? EMPTY],
            ]}
          />
        </InfoCard>
      ) : null}
      {r.notes ? (
        <InfoCard title={t('admin.registration.notes')}>
          <p className="text-sm whitespace-pre-wrap">{r.notes}</p>
        </InfoCard>
      ) : null}
    </>
  );
}
