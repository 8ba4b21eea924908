import { t } from '@toko/contracts/i18n/admin';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

type Props = {
  title: string;
  description: string;
  confirmLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** A question before a change to someone's account: the change runs only on "Ya, lanjutkan". */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = t('admin.staff.confirm'),
  pending,
  onConfirm,
  onClose,
  children,
}: Props) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      closeLabel={t('admin.staff.close')}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <p className="text-sm text-muted-foreground">{description}</p>
        {children}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('admin.staff.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
