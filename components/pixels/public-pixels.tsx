import 'server-only';
import { cache } from 'react';
import { getEnabledPixels } from '@/lib/pixels/enabled-pixels';
import { PixelElements } from '@/components/pixels/pixel-elements';

// One cache read per render, shared by the head and body parts.
const enabledPixels = cache(getEnabledPixels);

/** Enabled head pixels; render inside `<head>` of the public root layout only (never /admin). */
export async function HeadPixels() {
  const { head } = await enabledPixels();
  return <PixelElements nodes={head} />;
}

/** Enabled end-of-body pixels; render as the last children of `<body>` in the public layout. */
export async function BodyPixels() {
  const { body } = await enabledPixels();
  return <PixelElements nodes={body} />;
}
