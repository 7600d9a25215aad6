import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function`, and probes for it the first time an object
// schema is built. The admin's Content-Security-Policy has no 'unsafe-eval', so browsers report
// that probe as a blocked eval on every load even though zod catches it. Interpreted parsing needs
// no eval. Every module that builds zod schemas imports this first, so it runs before any schema.
config({ jitless: true });
