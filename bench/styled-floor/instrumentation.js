// Turbopack looks for instrumentation up to the workspace root (the site's folder), so without
// this file the empty app would boot the site's database. The floor runs nothing at start.
export function register() {}
