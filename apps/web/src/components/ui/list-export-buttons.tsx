import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { ExportFormat } from '@/lib/admin-list-paths';
import { Button } from './button';
import { toast } from './toast';

export type ListExportTexts = {
  csv: string;
  excel: string;
  done: string;
  failed: string;
};

/** An admin list's Export CSV and Export Excel buttons, both idle while a download runs. */
export function ListExportButtons({
  onExport,
  texts,
}: {
  onExport: (format: ExportFormat) => Promise<void>;
  texts: ListExportTexts;
}) {
  const [exporting, setExporting] = useState(false);

  async function run(format: ExportFormat) {
    setExporting(true);
    try {
      await onExport(format);
      toast.success(texts.done);
    } catch (error) {
      toast.error(texts.failed, { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void run('csv')} disabled={exporting}>
        <Download aria-hidden className="size-4" />
        {texts.csv}
      </Button>
      <Button variant="outline" onClick={() => void run('xlsx')} disabled={exporting}>
        <FileSpreadsheet aria-hidden className="size-4" />
        {texts.excel}
      </Button>
    </div>
  );
}
