import {
  BULK_STATUS_MAX_ROWS,
  formatCount,
  listOrderOf,
  type BulkStatusResult,
} from '@toko/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { t as tAdmin } from '@toko/contracts/i18n/admin';
import { t } from '@toko/contracts/i18n/common';
import { useCallback, useState, type ReactNode } from 'react';
import type { useListParams } from '@/lib/admin-list-params';
import { adminPaginationLabels } from '@/lib/admin-pagination-labels';
import type { AdminList, ExportFormat } from '@/lib/admin-list-paths';
import { useMay } from '@/lib/staff-role';
import { useBulkStatus } from '@/lib/use-bulk-status';
import { useRowSelection, type RowSelection } from '@/lib/use-row-selection';
import { ListBulkBar } from './list-bulk-bar';
import { ListDateRange } from './list-date-range';
import { ListExportButtons, type ListExportTexts } from './list-export-buttons';
import { ListFilters, type ListFiltersTexts } from './list-filters';
import { ListPagination } from './list-pagination';
import type { ListOrderState } from './list-table';
import { Spinner } from './spinner';
import { toast } from './toast';
import { RequestCode } from './request-code';

/** One page of an admin list as the server answers it. */
type ListPageData<Item> = { items: Item[]; total: number; page: number; pageCount: number };

export type ListPageTexts = {
  title: string;
  /** The count under the title, e.g. '12 order'. */
  total: (total: number) => string;
  /** The failure with the server's reason, e.g. 'Gagal memuat data orders: …'. */
  loadFailed: (message: string) => string;
  empty: string;
  filters: ListFiltersTexts;
  export: ListExportTexts;
};

/** What the list's own table needs besides its rows: the order and the ticked rows. */
export type ListTableState = { order: ListOrderState; selection: RowSelection };

type ListPageProps<Status extends string, Item> = {
  /** The list: its API and the prefix of its controls' ids. */
  name: AdminList;
  texts: ListPageTexts;
  statuses: readonly Status[];
  /** What the bulk bar may set, when it is fewer than the filter shows (`statuses`). */
  bulkStatuses?: readonly Status[];
  statusLabels: Readonly<Record<Status, string>>;
  listParams: ReturnType<typeof useListParams<Status>>;
  list: UseQueryResult<ListPageData<Item>>;
  onExport: (format: ExportFormat) => Promise<void>;
  /** The list's own table (and cards) for a page that has records. */
  children: (items: Item[], state: ListTableState) => ReactNode;
};

function bulkResultText(result: BulkStatusResult, statusLabel: string): string {
  return [
    tAdmin('admin.list.bulkDone', { changed: formatCount(result.changed), status: statusLabel }),
    result.unchanged > 0
      ? tAdmin('admin.list.bulkUnchanged', { count: formatCount(result.unchanged) })
      : '',
    result.conflicts.length > 0
      ? tAdmin('admin.list.bulkConflicts', { count: formatCount(result.conflicts.length) })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An admin list page: title and count, export of what it shows, search, status and days, the
 * bulk bar for ticked records, records, pages (docs/product.md, "Admin lists").
 */
export function ListPage<Status extends string, Item>({
  name,
  texts,
  statuses,
  bulkStatuses = statuses,
  statusLabels,
  listParams: { params, update, setStatus, setRange, toggleSort },
  list,
  onExport,
  children,
}: ListPageProps<Status, Item>) {
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const mayExport = useMay(`${name}.export`);
  const mayChangeStatus = useMay(`${name}.status`);
  const selection = useRowSelection();
  const bulk = useBulkStatus(name);
  const [announcement, setAnnouncement] = useState('');
  const data = list.data;
  const order = {
    ...listOrderOf({ sort: params.sort || undefined, dir: params.dir || undefined }),
    onSort: toggleSort,
  };

  function applyStatus(status: Status) {
    setAnnouncement('');
    bulk.mutate(
      { status, rows: selection.rows },
      {
        onSuccess: (result) => {
          const text = bulkResultText(result, statusLabels[status]);
          setAnnouncement(text);
          if (result.conflicts.length > 0) toast.error(text);
          else toast.success(text);
          selection.clear();
        },
        onError: (error) => {
          const text = tAdmin('admin.list.bulkFailed', { message: error.message });
          setAnnouncement(text);
          toast.error(text, { error });
        },
      },
    );
  }

  return (
    // One column no wider than the page: a long option or word wraps or scrolls inside it.
    <div className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
          {data ? <p className="text-sm text-muted-foreground">{texts.total(data.total)}</p> : null}
        </div>
        {mayExport ? (
          <ListExportButtons
            idPrefix={name}
            rows={data?.total}
            onExport={onExport}
            texts={texts.export}
          />
        ) : null}
      </div>
      <ListFilters
        idPrefix={name}
        q={params.q}
        status={params.status}
        statuses={statuses}
        statusLabels={statusLabels}
        texts={texts.filters}
        onSearch={onSearch}
        onStatus={setStatus}
      />
      <ListDateRange idPrefix={name} from={params.from} to={params.to} onRange={setRange} />
      <p role="status" className={announcement ? 'text-sm font-medium' : 'sr-only'}>
        {announcement}
      </p>
      {list.isPending ? <Spinner label={t('common.loadingData')} /> : null}
      {list.isError ? (
        <div role="alert" className="text-destructive">
          <p>{texts.loadFailed(list.error.message)}</p>
          <RequestCode error={list.error} />
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-card border border-border bg-background p-8 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : null}
      {data && data.items.length > 0 ? children(data.items, { order, selection }) : null}
      {mayChangeStatus && selection.count > 0 ? (
        <ListBulkBar
          count={selection.count}
          max={BULK_STATUS_MAX_ROWS}
          statuses={bulkStatuses}
          statusLabels={statusLabels}
          pending={bulk.isPending}
          onApply={applyStatus}
          onClear={selection.clear}
        />
      ) : null}
      {data ? (
        <ListPagination
          page={data.page}
          pageCount={data.pageCount}
          onPage={(page) => update({ page })}
          labels={adminPaginationLabels(data.page, data.pageCount)}
        />
      ) : null}
    </div>
  );
}
