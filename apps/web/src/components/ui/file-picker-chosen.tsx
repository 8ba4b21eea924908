import { t } from '@toko/contracts/i18n/upload';
import { X } from 'lucide-react';
import { formatFileSize } from '@/lib/upload/format-file-size';
import { Button } from './button';
import { FileThumbnail } from './file-thumbnail';

type FilePickerChosenProps = {
  file: File;
  /** The picker's label, for the buttons' accessible names. */
  label: string;
  /** The picked file's size when the file shown is its shrunk copy. */
  originalSize?: number;
  disabled?: boolean;
  onChange: () => void;
  onRemove: () => void;
};

/**
 * The chosen file: thumbnail, name, size, and buttons to change or remove it. Where the row is too
 * narrow to leave the name a few words (a 320 px phone), the buttons go to a row of their own.
 */
export function FilePickerChosen(props: FilePickerChosenProps) {
  const { file, label, originalSize, disabled } = props;
  const shrunk = originalSize !== undefined && originalSize > file.size;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <FileThumbnail file={file} />
      <div className="min-w-32 flex-1">
        <p className="truncate text-sm font-medium text-foreground">{file.name}</p>
        <p className="text-xs text-muted-foreground">
          {formatFileSize(file.size)}
          {shrunk
            ? ` · ${t('upload.picker.shrunk', { size: formatFileSize(originalSize) })}`
            : null}
        </p>
      </div>
      <div className="ml-auto flex items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={t('upload.picker.changeNamed', { label })}
          onClick={props.onChange}
        >
          {t('upload.picker.change')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={disabled}
          aria-label={t('upload.picker.removeNamed', { label })}
          onClick={props.onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
