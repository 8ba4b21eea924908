import type { ProtectedField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { protectedFieldLabel } from '@/lib/protected-field-label';
import { useRevealPersonalData } from '../api/reveal-personal-data';

type Props = {
  registrationId: string;
  field: ProtectedField;
  /** The masked form the detail carries. */
  masked: string;
  /** The staff member's role has `personalData.reveal`. */
  mayReveal: boolean;
};

/**
 * A NIK, bank account number or street address: masked, with "Tampilkan <field>" for a role
 * that may reveal it; the whole value replaces the mask in place (each reveal audited by the
 * server). Give it `key={masked}` so an edit of the value masks it again.
 */
export function ProtectedValue({ registrationId, field, masked, mayReveal }: Props) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useRevealPersonalData(registrationId);
  const label = protectedFieldLabel(field);

  const onReveal = () =>
    reveal.mutate(field, {
      onSuccess: ({ value }) => setRevealed(value ?? ''),
      onError: (error) =>
        toast.error(
          isApiError(error)
            ? error.message
            : t('admin.registration.reveal.failed', { field: label }),
          { error },
        ),
    });

  if (revealed !== null) return <span className="break-words">{revealed}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="break-words">{masked}</span>
      {mayReveal ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('admin.registration.reveal.label', { field: label })}
          disabled={reveal.isPending}
          onClick={onReveal}
        >
          {t('admin.registration.reveal.button')}
        </Button>
      ) : null}
    </span>
  );
}
