import {
  DOCUMENT_FIELDS,
  formatLongDate,
  isCorrectable,
  type AdminRegistrationDetail,
  type DocumentField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Download, Eye, FileText, MailWarning, RefreshCw, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useMay } from '@/lib/staff-role';
import { getDocumentUrl, getDocumentVersionUrl } from '../api/document-url';
import { documentLabel } from '@/lib/admin-document-labels';
import { DocumentPreviewDialog, type DocumentPreview } from './document-preview-dialog';
import { DocumentReplaceDialog } from './document-replace-dialog';
import { CorrectionRequestDialog } from './correction-request-dialog';

type Slot = { field: DocumentField; fileName: string; contentType: string };

/** The eight documents: name with Preview, Download and Ganti, or 'Tidak ada file' and Upload. */
export function RegistrationDocumentsCard({
  registration,
}: {
  registration: AdminRegistrationDetail;
}) {
  const [preview, setPreview] = useState<DocumentPreview | null>(null);
  const [replacing, setReplacing] = useState<DocumentField | null>(null);
  const [asking, setAsking] = useState<DocumentField | null>(null);
  // A decision (Terverifikasi, Ditolak) must be undone before documents are asked for again.
  const mayRequestCorrections = useMay('registrations.corrections');
  const correctable = isCorrectable(registration.status) && mayRequestCorrections;
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  async function openPreview(slot: Slot) {
    try {
      const { url } = await getDocumentUrl(registration.id, slot.field, 'preview');
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      // The file is served as a download; as a typed blob it can be shown in the page.
      const blob = new Blob([await response.blob()], { type: slot.contentType });
      setPreview({
        title: documentLabel(slot.field),
        url: URL.createObjectURL(blob),
        isPdf: slot.contentType === 'application/pdf',
      });
    } catch (error) {
      toast.error(t('admin.registration.documents.previewFailed'), { error });
    }
  }

  const download = (slot: Slot) =>
    downloadFrom(() => getDocumentUrl(registration.id, slot.field, 'download'));

  const action = (name: string, field: DocumentField) =>
    t('admin.registration.documents.actionLabel', { action: name, document: documentLabel(field) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.registration.documents')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {DOCUMENT_FIELDS.map((field) => {
            const stored = registration.documents[field];
            const slot = stored ? { field, ...stored } : null;
            return (
              <li key={field} className="grid gap-2 rounded-lg border border-border p-3">
                <h3 className="text-sm font-semibold">{documentLabel(field)}</h3>
                {slot ? (
                  <>
                    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
                      <FileText aria-hidden className="size-4 shrink-0" />
                      <span className="truncate" title={slot.fileName}>
                        {slot.fileName}
                      </span>
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={action(t('admin.registration.documents.preview'), field)}
                        onClick={() => void openPreview(slot)}
                      >
                        <Eye aria-hidden className="size-4" />
                        {t('admin.registration.documents.preview')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={action(t('admin.registration.documents.download'), field)}
                        onClick={() => void download(slot)}
                      >
                        <Download aria-hidden className="size-4" />
                        {t('admin.registration.documents.download')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={action(t('admin.registration.documents.replace'), field)}
                        onClick={() => setReplacing(field)}
                      >
                        <RefreshCw aria-hidden className="size-4" />
                        {t('admin.registration.documents.replace')}
                      </Button>
                      {correctable ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t('correction.request.actionLabel', {
                            document: documentLabel(field),
                          })}
                          onClick={() => setAsking(field)}
                        >
                          <MailWarning aria-hidden className="size-4" />
                          {t('correction.request.action')}
                        </Button>
                      ) : null}
                    </div>
                    <EarlierVersions
                      registration={registration}
                      field={field}
                      onDownload={(versionId) =>
                        void downloadFrom(() => getDocumentVersionUrl(registration.id, versionId))
                      }
                    />
                  </>
                ) : (
                  <>
                    <p className="text-sm text-muted-foreground">
                      {t('admin.registration.documents.none')}
                    </p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      aria-label={action(t('admin.registration.documents.upload'), field)}
                      onClick={() => setReplacing(field)}
                    >
                      <Upload aria-hidden className="size-4" />
                      {t('admin.registration.documents.upload')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <DocumentPreviewDialog preview={preview} onClose={() => setPreview(null)} />
        {asking ? (
          <CorrectionRequestDialog
            registration={registration}
            initialField={asking}
            onClose={() => setAsking(null)}
          />
        ) : null}
        {replacing ? (
          <DocumentReplaceDialog
            registrationId={registration.id}
            field={replacing}
            title={t(
              registration.documents[replacing]
                ? 'admin.registration.documents.replaceTitle'
                : 'admin.registration.documents.uploadTitle',
              { document: documentLabel(replacing) },
            )}
            onClose={() => setReplacing(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Downloads the file of a freshly signed link, and says how it went. */
async function downloadFrom(signedLink: () => Promise<{ url: string }>) {
  try {
    const { url } = await signedLink();
    const link = document.createElement('a');
    link.href = url;
    link.download = '';
    link.click();
    toast.success(t('admin.registration.documents.downloaded'));
  } catch (error) {
    toast.error(t('admin.registration.documents.downloadFailed'), { error });
  }
}

/** The files corrections replaced, kept until the retention purge. */
function EarlierVersions({
  registration,
  field,
  onDownload,
}: {
  registration: AdminRegistrationDetail;
  field: DocumentField;
  onDownload: (versionId: string) => void;
}) {
  const versions = registration.documentVersions.filter((version) => version.field === field);
  if (versions.length === 0) return null;
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <p className="font-medium">{t('correction.versions.title')}</p>
      <ul className="grid gap-0.5">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-2">
            {t('correction.versions.item', {
              fileName: version.fileName,
              date: formatLongDate(version.replacedAt),
            })}
            <Button
              variant="outline"
              size="sm"
              aria-label={t('correction.versions.downloadLabel', { fileName: version.fileName })}
              onClick={() => onDownload(version.id)}
            >
              <Download aria-hidden className="size-4" />
              {t('admin.registration.documents.download')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
