'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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
      <div className="flex flex-col gap-2">
        <Label htmlFor="blog-filter-status">Status</Label>
        <NativeSelect
          id="blog-filter-status"
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value })}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="blog-filter-q">Search</Label>
        <Input
          id="blog-filter-q"
          type="search"
          placeholder="Title, address or text"
          maxLength={200}
          value={value.q}
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="blog-filter-tag">Tag</Label>
        <NativeSelect
          id="blog-filter-tag"
          value={value.tag}
          onChange={(event) => onChange({ ...value, tag: event.target.value })}
        >
          <option value="">All tags</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
