'use client';

import { FilterInput, FilterSelect } from '@/components/admin/filter-controls';
import type { PostFilters as Filters } from '@/components/admin/blog/blog-queries';
import { STATUS_OPTIONS } from '@/components/admin/blog/post-status';

/** Status, search text and tag of the post list. */
export function PostFilters({
  value,
  tags,
  onChange,
}: {
  value: Filters;
  tags: string[];
  onChange: (value: Filters) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        id="blog-filter-status"
        label="Status"
        all="All statuses"
        options={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <FilterInput
        id="blog-filter-q"
        label="Search"
        type="search"
        placeholder="Title, address or text"
        maxLength={200}
        value={value.q}
        onChange={(q) => onChange({ ...value, q })}
      />
      <FilterSelect
        id="blog-filter-tag"
        label="Tag"
        all="All tags"
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        value={value.tag}
        onChange={(tag) => onChange({ ...value, tag })}
      />
    </div>
  );
}
