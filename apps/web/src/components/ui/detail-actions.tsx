import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Button } from './button';
import { RequestCode } from './request-code';
import { toast } from './toast';

/** The Kembali button of an admin detail page, back to its list. */
export function BackButton({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Button>
  );
}

/** An admin detail page whose record did not load: why, and the way back to the list. */
export function DetailLoadError({
  message,
  error,
  backLabel,
  onBack,
}: {
  message: string;
  /** The failure, whose request id is shown as "Kode: …". */
  error: unknown;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="grid justify-items-start gap-4">
      <div role="alert">
        <p className="text-lg font-semibold">{message}</p>
        <RequestCode error={error} />
      </div>
      <BackButton label={backLabel} onBack={onBack} />
    </div>
  );
}

type DeleteButtonProps = {
  /** The record's (soft) delete. */
  remove: UseMutationResult<unknown, Error, void>;
  texts: { label: string; confirm: string; deleted: string; failed: string };
  /** Where the admin goes once the record is gone (its list). */
  onDeleted: () => void;
};

/** The Hapus button of an admin detail page: asks first, then says how it went. */
export function DeleteButton({ remove, texts, onDeleted }: DeleteButtonProps) {
  function confirmDelete() {
    if (!window.confirm(texts.confirm)) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(texts.deleted);
        onDeleted();
      },
      onError: (error) => toast.error(texts.failed, { description: error.message, error }),
    });
  }
  return (
    <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
      <Trash2 aria-hidden className="size-4" />
      {texts.label}
    </Button>
  );
}
