import { t } from '@toko/contracts/i18n/registration';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAgree: () => void };

/** 'Konfirmasi Pendaftaran': the data is true and the person agrees to the EDC application. */
export function ConfirmDialog({ open, onOpenChange, onAgree }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('registration.confirm.title')}
      closeLabel={t('registration.confirm.close')}
    >
      <p className="text-sm">{t('registration.confirm.body')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          {t('registration.confirm.cancel')}
        </Button>
        <Button type="button" onClick={onAgree}>
          {t('registration.confirm.agree')}
        </Button>
      </div>
    </Dialog>
  );
}
