import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@toko/contracts/i18n/common';
import { useCallback, type ReactNode } from 'react';
import type { useListParams } from '@/lib/admin-list-params';
import { adminPaginationLabels } from '@/lib/admin-pagination-labels';
import type { ExportFormat } from '@/lib/admin-list-paths';
import { ListExportButtons, type ListExportTexts } from './list-export-buttons';
import { ListFilters, type ListFiltersTexts } from './list-filters';
import { ListPagination } from './list-pagination';
import { Spinner } from './spinner';

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

type ListPageProps<Status extends string, Item> = {
  /** Prefix of the filter controls' ids. */
  idPrefix: string;
  texts: ListPageTexts;
  statuses: readonly Status[];
  statusLabels: Readonly<Record<Status, string>>;
  listParams: ReturnType<typeof useListParams<Status>>;
  list: UseQueryResult<ListPageData<Item>>;
  onExport: (format: ExportFormat) => Promise<void>;
  /** The list's own table (and cards) for a page that has records. */
  children: (items: Item[]) => ReactNode;
};

/**
 * An admin list page: title and count, export, search and status filter, records, pages
 * (docs/product.md, "Admin lists").
 */
export function ListPage<Status extends string, Item>({
  idPrefix,
  texts,
  statuses,
  statusLabels,
  listParams: { params, update, setStatus },
  list,
  onExport,
  children,
}: ListPageProps<Status, Item>) {
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const data = list.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
          {data ? <p className="text-sm text-muted-foreground">{texts.total(data.total)}</p> : null}
        </div>
        <ListExportButtons onExport={onExport} texts={texts.export} />
      </div>
      <ListFilters
        idPrefix={idPrefix}
        q={params.q}
        status={params.status}
        statuses={statuses}
        statusLabels={statusLabels}
        texts={texts.filters}
        onSearch={onSearch}
        onStatus={setStatus}
      />
      {list.isPending ? <Spinner label={t('common.loadingData')} /> : null}
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {texts.loadFailed(list.error.message)}
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-card border border-border bg-background p-8 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : null}
      {data && data.items.length > 0 ? children(data.items) : null}
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
