import { Button } from './button';

type ListPaginationProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: { nav: string; status: string; previous: string; next: string };
};

/** 'Halaman X dari Y' with previous and next, shown only when there is more than one page. */
export function ListPagination({ page, pageCount, onPage, labels }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{labels.status}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}
