import { formatCount } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { ExportFormat } from '@/lib/admin-list-paths';
import { Button } from './button';
import { toast } from './toast';

export type ListExportTexts = {
  csv: string;
  /** Absent for a list exported as CSV only ("Log Audit"). */
  excel?: string;
  done: string;
  failed: string;
};

/**
 * An admin list's Export CSV and Export Excel buttons under what they export ("Ekspor 1.234
 * baris": the list's total for its search, filters and days, when known), both idle while a
 * download runs.
 */
export function ListExportButtons({
  idPrefix,
  rows,
  onExport,
  texts,
}: {
  idPrefix: string;
  /** The rows the list shows on all its pages; unknown while it loads. */
  rows: number | undefined;
  onExport: (format: ExportFormat) => Promise<void>;
  texts: ListExportTexts;
}) {
  const [exporting, setExporting] = useState(false);
  const countId = `${idPrefix}-export-rows`;

  async function run(format: ExportFormat) {
    setExporting(true);
    try {
      await onExport(format);
      toast.success(texts.done);
    } catch (error) {
      toast.error(texts.failed, { description: (error as Error).message, error });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid gap-1 sm:justify-items-end">
      {rows === undefined ? null : (
        <p id={countId} className="text-sm font-medium">
          {t('admin.export.rows', { rows: formatCount(rows) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-describedby={rows === undefined ? undefined : countId}
          onClick={() => void run('csv')}
          disabled={exporting}
        >
          <Download aria-hidden className="size-4" />
          {texts.csv}
        </Button>
        {texts.excel ? (
          <Button
            variant="outline"
            aria-describedby={rows === undefined ? undefined : countId}
            onClick={() => void run('xlsx')}
            disabled={exporting}
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            {texts.excel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
