import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { isStorableText } from '@/lib/validation/safe-text';
import type { PixelView } from '@/lib/pixels/pixel-schema';
import { pixelSaveSchema } from '@/lib/pixels/pixel-placement';
import {
  createPixel,
  deletePixel,
  listPixels,
  removeUserPixels,
  setPixelEnabled,
  updatePixel,
  type PixelChange,
} from '@/lib/pixels/pixel-store';

const SYSTEM_PIXEL_MESSAGE = 'This is a system tracking pixel and cannot be removed.';

function refused(reason: 'not-found' | 'system'): never {
  if (reason === 'system') throw new HttpError('conflict', SYSTEM_PIXEL_MESSAGE);
  throw new HttpError('not_found', 'That tracking pixel no longer exists.');
}

/** A path id the database could not even compare (U+0000) names no pixel. */
function pixelId(id: string): string {
  if (!isStorableText(id)) refused('not-found');
  return id;
}

function changed(result: PixelChange): PixelView {
  if (!result.ok) refused(result.reason);
  return result.pixel;
}

/** All pixels for the Tracking Pixels tab (admin only). */
export async function adminListPixels(_admin: AdminContext): Promise<PixelView[]> {
  return listPixels(getDb());
}

/** Adds a pixel from the tab's form (admin only; validated with the form's schema). */
export async function adminCreatePixel(admin: AdminContext, input: unknown): Promise<PixelView> {
  return createPixel(getDb(), pixelSaveSchema.parse(input), auditActor(admin));
}

/** Replaces a user pixel (admin only; the system pixel is refused). */
export async function adminUpdatePixel(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<PixelView> {
  const result = await updatePixel(
    getDb(),
    pixelId(id),
    pixelSaveSchema.parse(input),
    auditActor(admin),
  );
  return changed(result);
}

const toggleSchema = z.object({ enabled: z.boolean('Say whether the pixel is enabled') });

/** Enables or disables a user pixel (admin only). */
export async function adminSetPixelEnabled(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<PixelView> {
  const { enabled } = toggleSchema.parse(input);
  return changed(await setPixelEnabled(getDb(), pixelId(id), enabled, auditActor(admin)));
}

/** Deletes a user pixel (admin only; the system pixel is refused). */
export async function adminDeletePixel(admin: AdminContext, id: string): Promise<void> {
  const result = await deletePixel(getDb(), pixelId(id), auditActor(admin));
  if (!result.ok) refused(result.reason);
}

/** 'Remove User Pixels': keeps only the system pixel. */
export async function adminRemoveUserPixels(admin: AdminContext): Promise<number> {
  return removeUserPixels(getDb(), auditActor(admin));
}
