import { ArrowLeft } from 'lucide-react';
import { Button } from './button';

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
  backLabel,
  onBack,
}: {
  message: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="grid justify-items-start gap-4">
      <p role="alert" className="text-lg font-semibold">
        {message}
      </p>
      <BackButton label={backLabel} onBack={onBack} />
    </div>
  );
}
