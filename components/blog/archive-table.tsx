import Link from 'next/link';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatLongDate } from '@/lib/blog/format-date';
import type { BlogPostSummary } from '@/lib/blog/post-types';

/** Every article by title and date, newest first. */
export function ArchiveTable({ posts }: { posts: readonly BlogPostSummary[] }) {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Table>
      <TableCaption className="sr-only">All articles, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Title</TableHead>
          <TableHead scope="col" className="text-right">
            Date
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {newestFirst.map((post) => (
          <TableRow key={post.slug}>
            <TableCell className="whitespace-normal">
              <Link
                href={`/blog/${post.slug}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {post.title}
              </Link>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap text-muted-foreground">
              <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
