import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { trackingPixels } from '@/lib/db/schema';
import { writeAudit, type AuditActor } from '@/lib/audit/audit-log';
import type { PixelValues, PixelView } from '@/lib/pixels/pixel-schema';
import { SYSTEM_PIXEL_ID, systemPixel } from '@/lib/pixels/system-pixel';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

type PixelRow = typeof trackingPixels.$inferSelect;

/** A pixel to store; without a category the column's default (marketing) applies. */
type StoredPixelValues = Omit<PixelValues, 'category'> & Partial<Pick<PixelValues, 'category'>>;

/** Outcome of a change to one pixel. */
export type PixelChange =
  { ok: true; pixel: PixelView } | { ok: false; reason: 'not-found' | 'system' };

function toView(row: PixelRow): PixelView {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    code: row.code,
    enabled: row.enabled,
    system: false,
    category: row.category,
  };
}

/** Every pixel, the system one (from configuration) first, then user pixels oldest first. */
export async function listPixels(db: Executor): Promise<PixelView[]> {
  const rows = await db.select().from(trackingPixels).orderBy(asc(trackingPixels.createdAt));
  const system = systemPixel();
  return [...(system ? [system] : []), ...rows.map(toView)];
}

/** Adds a user pixel with the id `pixel-{timestamp}` (the next free millisecond on a clash). */
export async function createPixel(
  db: Executor,
  values: StoredPixelValues,
  actor: AuditActor,
  now = new Date(),
): Promise<PixelView> {
  for (let offset = 0; ; offset += 1) {
    const id = `pixel-${now.getTime() + offset}`;
    const [row] = await db
      .insert(trackingPixels)
      .values({
        id,
        ...values,
        category: values.category ?? 'marketing',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await writeAudit(db, {
      actor,
      action: 'pixel.create',
      target: id,
      details: {
        name: row.name,
        location: row.location,
        enabled: row.enabled,
        category: row.category,
      },
    });
    await expireCacheTag(db, CACHE_TAGS.pixels);
    return toView(row);
  }
}

async function changePixel(
  db: Executor,
  id: string,
  set: Partial<Pick<PixelRow, 'name' | 'location' | 'code' | 'enabled' | 'category'>>,
  actor: AuditActor,
  action: string,
): Promise<PixelChange> {
  if (id === SYSTEM_PIXEL_ID) return { ok: false, reason: 'system' };
  const [row] = await db
    .update(trackingPixels)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(trackingPixels.id, id))
    .returning();
  if (!row) return { ok: false, reason: 'not-found' };
  await writeAudit(db, {
    actor,
    action,
    target: id,
    details: {
      name: row.name,
      location: row.location,
      enabled: row.enabled,
      category: row.category,
    },
  });
  await expireCacheTag(db, CACHE_TAGS.pixels);
  return { ok: true, pixel: toView(row) };
}

/** Replaces a user pixel's name, location, code and state (and category, when given). */
export function updatePixel(db: Executor, id: string, values: PixelValues, actor: AuditActor) {
  const { category, ...rest } = values;
  return changePixel(db, id, category ? { ...rest, category } : rest, actor, 'pixel.update');
}

/** Turns a user pixel on or off; the system pixel cannot be toggled. */
export function setPixelEnabled(db: Executor, id: string, enabled: boolean, actor: AuditActor) {
  return changePixel(db, id, { enabled }, actor, enabled ? 'pixel.enable' : 'pixel.disable');
}

/** Deletes a user pixel; the system pixel cannot be removed. */
export async function deletePixel(
  db: Executor,
  id: string,
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'system' }> {
  if (id === SYSTEM_PIXEL_ID) return { ok: false, reason: 'system' };
  const [row] = await db.delete(trackingPixels).where(eq(trackingPixels.id, id)).returning();
  if (!row) return { ok: false, reason: 'not-found' };
  await writeAudit(db, { actor, action: 'pixel.delete', target: id, details: { name: row.name } });
  await expireCacheTag(db, CACHE_TAGS.pixels);
  return { ok: true };
}

/** 'Remove User Pixels': deletes every stored pixel, keeping only the system pixel. */
export async function removeUserPixels(db: Executor, actor: AuditActor): Promise<number> {
  const removed = await db.delete(trackingPixels).returning({ id: trackingPixels.id });
  await writeAudit(db, {
    actor,
    action: 'pixel.remove-user-pixels',
    details: { removed: removed.length },
  });
  await expireCacheTag(db, CACHE_TAGS.pixels);
  return removed.length;
}
