// Next.js declares image imports in next-env.d.ts, which `next build` writes and git ignores: the
// typecheck of a fresh clone runs before any build, so the asset types it needs are declared here.
/// <reference types="next/image-types/global" />
