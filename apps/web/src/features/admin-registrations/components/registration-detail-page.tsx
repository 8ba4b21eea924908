import { ADMIN_PAGE_PATHS, type AdminRegistrationDetail, formatLongDate } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { BackButton, DeleteButton, DetailLoadError } from '@/components/ui/detail-actions';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegistration } from '../api/get-registration';
import { useMay } from '@/lib/staff-role';
import { useDeleteRegistration } from '../api/update-registration';
import { CorrectionLinkCard } from './correction-link-card';
import { RegistrationDocumentsCard } from './registration-documents-card';
import { RegistrationEditForm } from './registration-edit-form';
import { RegistrationHistory } from './registration-history';
import { RegistrationInfoCards } from './registration-info-cards';
import { RegistrationStatusCard } from './registration-status-card';

/** /admin/registrations/:id: status, data, documents, edit mode, history; soft delete.  * `activity`: the "Aktivitas" card of the loaded record, composed in by the app (features do
 * not import each other).
 */
export function RegistrationDetailPage({
  activity,
  mayReveal = false,
}: {
  activity?: (record: AdminRegistrationDetail) => ReactNode;
  /** The staff member's role has `personalData.reveal` ("Tampilkan" beside the masked data). */
  mayReveal?: boolean;
}) {
  usePageTitle(t('admin.registration.pageTitle'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const registration = useRegistration(id);
  const remove = useDeleteRegistration(id);
  const [editing, setEditing] = useState(false);
  const mayEdit = useMay('registrations.edit');
  const mayDelete = useMay('registrations.delete');
  const mayReadDocuments = useMay('registrations.documents');
  const mayRequestCorrections = useMay('registrations.corrections');
  const back = () => navigate(ADMIN_PAGE_PATHS.registrations);

  if (registration.isPending) return <Spinner label={t('common.loadingData')} />;
  if (registration.isError) {
    const missing = isApiError(registration.error) && registration.error.code === 'not_found';
    return (
      <DetailLoadError
        message={missing ? t('admin.registration.notFound') : t('admin.registration.loadFailed')}
        error={registration.error}
        backLabel={t('admin.registration.back')}
        onBack={back}
      />
    );
  }

  const data = registration.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.registration.title')}</h1>
          <p className="text-sm text-muted-foreground">
            <time dateTime={data.createdAt}>
              {t('admin.registration.createdAt', { date: formatLongDate(data.createdAt) })}
            </time>
            <span className="font-mono whitespace-nowrap"> · {data.code}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BackButton label={t('admin.registration.back')} onBack={back} />
          {editing || !mayEdit ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              {t('admin.registration.edit')}
            </Button>
          )}
          {mayDelete ? (
            <DeleteButton
              remove={remove}
              texts={{
                label: t('admin.registration.delete'),
                confirm: t('admin.registration.confirmDelete'),
                deleted: t('admin.registration.deleted'),
                failed: t('admin.registration.deleteFailed'),
              }}
              onDeleted={back}
            />
          ) : null}
        </div>
      </div>
      {editing ? (
        <RegistrationEditForm registration={data} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="grid gap-5 lg:col-start-2 lg:row-start-1">
            <RegistrationStatusCard registration={data} />
          </div>
          <div className="grid min-w-0 gap-5 lg:col-start-1 lg:row-start-1">
            <RegistrationInfoCards registration={data} mayReveal={mayReveal} />
          </div>
        </div>
      )}
      {data.correction && mayRequestCorrections ? (
        <CorrectionLinkCard
          correction={data.correction}
          code={data.code}
          phoneE164={data.phoneE164}
        />
      ) : null}
      {mayReadDocuments ? <RegistrationDocumentsCard registration={data} /> : null}
      <RegistrationHistory audits={data.audits} />
      {activity?.(data)}
    </div>
  );
}
