'use client';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LEAD_PAGE_SIZES } from '@/lib/admin/lead-forms';

/** Page size, "Page X of Y" and the previous and next buttons under the leads table. */
export function LeadPagination({
  page,
  pageCount,
  pageSize,
  busy,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  return (
    <nav aria-label="Leads pages" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="lead-page-size">Rows per page</Label>
        <NativeSelect
          id="lead-page-size"
          className="w-20"
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {LEAD_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <p className="text-sm" aria-live="polite">
          Page {page} of {pageCount}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
