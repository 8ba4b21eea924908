import { PROOF_EXTENSIONS, PROOF_MIME_TYPES } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Card, CardContent } from '@/components/ui/card';
import { FilePicker } from '@/components/ui/file-picker';
import { toast } from '@/components/ui/toast';
import type { UploadRules } from '@/lib/upload/file-rules';

const PROOF_RULES: UploadRules = {
  mimeTypes: PROOF_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: { type: t('checkout.proof.type'), size: t('checkout.proof.size') },
};

type Props = {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled: boolean;
};

/** The payment proof: checked, shrunk when it is a photo, and shown before sending. */
export function ProofSection({ value, onChange, error, disabled }: Props) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <FilePicker
          id="payment-proof"
          label={t('checkout.proof.label')}
          rules={PROOF_RULES}
          value={value}
          camera="environment"
          error={error}
          disabled={disabled}
          onChange={(file) => {
            onChange(file);
            if (file) toast.success(t('checkout.proof.chosen'));
          }}
          onRejected={(message) => toast.error(message)}
        />
      </CardContent>
    </Card>
  );
}
