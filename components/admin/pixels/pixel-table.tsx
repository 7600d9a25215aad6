'use client';

import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { PIXEL_CATEGORY_LABELS } from '@/lib/consent/categories';
import type { PixelView } from '@/lib/pixels/pixel-schema';

/** The pixels with their on/off switch; the system pixel is shown but locked. */
export function PixelTable({
  pixels,
  onToggle,
  onEdit,
  onDelete,
}: {
  pixels: PixelView[];
  onToggle: (pixel: PixelView, enabled: boolean) => void;
  onEdit: (pixel: PixelView) => void;
  onDelete: (pixel: PixelView) => void;
}) {
  if (pixels.length === 0) {
    return <p className="text-sm text-muted-foreground">No tracking pixels yet.</p>;
  }
  return (
    <ScrollTable label="Tracking pixels">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Enabled · Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pixels.map((pixel) => (
          <TableRow key={pixel.id} data-pixel-id={pixel.id}>
            <TableCell className="font-medium">
              <span className="flex flex-wrap items-center gap-2">
                {pixel.name}
                {pixel.system ? <Badge variant="secondary">System</Badge> : null}
              </span>
            </TableCell>
            <TableCell>{pixel.location === 'head' ? 'Head' : 'End of body'}</TableCell>
            <TableCell>
              <Badge variant="outline">{PIXEL_CATEGORY_LABELS[pixel.category].label}</Badge>
            </TableCell>
            <TableCell>
              {/* The switch sits with the buttons: the actions column stays in view on a phone. */}
              <div className="flex items-center gap-1">
                <Switch
                  className="mr-2"
                  checked={pixel.enabled}
                  disabled={pixel.system}
                  aria-label={`${pixel.enabled ? 'Disable' : 'Enable'} ${pixel.name}`}
                  onCheckedChange={(checked) => onToggle(pixel, checked)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={pixel.system}
                  aria-label={`Edit ${pixel.name}`}
                  onClick={() => onEdit(pixel)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${pixel.name}`}
                  onClick={() => onDelete(pixel)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
