import { t } from '@toko/contracts/i18n/upload';
import { Camera, Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { acceptAttribute, imageAcceptAttribute, type UploadRules } from '@/lib/upload/file-rules';
import { rulesHint } from '@/lib/upload/rules-hint';
import { startShrinking } from '@/lib/upload/shrink-off-thread';
import { useFileChoice } from '@/lib/upload/use-file-choice';
import { Button } from './button';
import { FilePickerChosen } from './file-picker-chosen';
import { Label } from './label';

export type FilePickerProps = {
  id: string;
  label: string;
  rules: UploadRules;
  /** The file to send (already checked and shrunk), or nothing. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** Called with the message when a pick is refused (e.g. to toast it as well). */
  onRejected?: (message: string) => void;
  /** The form's own message (e.g. required); a refused pick's message shows first. */
  error?: string;
  /** Below the picker; defaults to the allowed types and size. */
  hint?: string;
  /** Adds an "Ambil foto" button on touch screens that opens this camera directly. */
  camera?: 'environment' | 'user';
  disabled?: boolean;
};

/** Takes the first file of a change and empties the input, so picking the same file again still counts. */
function takeFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

export function FilePicker({ id, label, rules, value, error, hint, ...props }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const choice = useFileChoice({ rules, onChange: props.onChange, onRejected: props.onRejected });
  const shownError = choice.error ?? error;
  const describedBy = shownError ? `${id}-hint ${id}-error` : `${id}-hint`;
  const cameraAccept = props.camera ? imageAcceptAttribute(rules) : '';
  const { disabled } = props;

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) void choice.choose(event.dataTransfer.files[0]);
  }

  function remove() {
    choice.remove();
    input.current?.focus();
  }

  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(rules)}
        className="peer sr-only"
        tabIndex={value ? -1 : undefined}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onClick={startShrinking}
        onChange={(event) => void choice.choose(takeFile(event))}
      />
      {value ? (
        <FilePickerChosen
          file={value}
          label={label}
          originalSize={choice.originalSizeOf(value)}
          disabled={disabled}
          onChange={() => input.current?.click()}
          onRemove={remove}
        />
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-input bg-background px-4 py-5 text-center transition-colors hover:border-primary hover:bg-secondary/60 peer-focus-visible:border-ring peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            shownError && 'border-destructive',
            disabled && 'pointer-events-none opacity-60',
          )}
          onClick={() => input.current?.click()}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
        >
          <Upload className="size-6 text-primary" />
          <span className="text-sm font-semibold text-foreground">{t('upload.picker.choose')}</span>
          <span className="text-xs text-muted-foreground">{t('upload.picker.chooseHint')}</span>
        </div>
      )}
      {cameraAccept ? (
        <>
          <input
            ref={cameraInput}
            type="file"
            accept={cameraAccept}
            capture={props.camera}
            hidden
            onClick={startShrinking}
            onChange={(event) => void choice.choose(takeFile(event))}
          />
          <Button
            variant="outline"
            size="sm"
            className="hidden pointer-coarse:inline-flex"
            disabled={disabled}
            onClick={() => cameraInput.current?.click()}
          >
            <Camera aria-hidden="true" className="size-4" />
            {t('upload.picker.takePhoto')}
          </Button>
        </>
      ) : null}
      {choice.preparing ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('upload.picker.preparing')}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint ?? rulesHint(rules)}
      </p>
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-destructive empty:hidden">
        {shownError}
      </p>
    </div>
  );
}
