import { t } from '@toko/contracts/i18n/admin';
import { Dialog } from '@/components/ui/dialog';

export type DocumentPreview = { title: string; url: string; isPdf: boolean };

/** The document itself in a modal: an image, or the PDF in the browser's viewer. */
export function DocumentPreviewDialog({
  preview,
  onClose,
}: {
  preview: DocumentPreview | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => !open && onClose()}
      title={preview?.title ?? ''}
      closeLabel={t('admin.registration.documents.close')}
    >
      {preview && preview.isPdf ? (
        <iframe title={preview.title} src={preview.url} className="h-[70dvh] w-full rounded-lg" />
      ) : null}
      {preview && !preview.isPdf ? (
        <img
          src={preview.url}
          alt={preview.title}
          className="max-h-[70dvh] w-full rounded-lg object-contain"
        />
      ) : null}
    </Dialog>
  );
}
