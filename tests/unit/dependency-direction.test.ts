/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders each folder may import (besides itself). A folder is `app`, `content`, a root file
 * (`proxy`, `instrumentation`), or `lib/<x>` / `components/<x>` (a single file such as `lib/roi.ts`
 * counts as `lib/roi`). Lower layers first: a folder only lists folders above it in this table.
 * A new edge is added here on purpose, and it must not close a loop.
 */
const ALLOWED: Record<string, readonly string[]> = {
  // Foundations: no other folder of the project.
  'lib/config': ['lib/validation'],
  'lib/log': [],
  'lib/utils': [],
  'lib/roi': [],
  'lib/validation': [],
  'lib/cache': [],
  'lib/http': ['lib/config', 'lib/log'],
  'lib/icons': ['lib/http'],
  // The form registry is pure data shared with the browser; the schema types its rows from it.
  'lib/forms': ['lib/config', 'lib/validation'],
  'lib/db': ['lib/config', 'lib/log', 'lib/forms'],
  // Services: each reads the database; higher services may call lower ones, never back.
  'lib/audit': ['lib/db', 'lib/log'],
  'lib/settings': ['lib/audit', 'lib/config', 'lib/db', 'lib/http', 'lib/validation'],
  'lib/auth': ['lib/audit', 'lib/config', 'lib/db', 'lib/http', 'lib/log', 'lib/validation'],
  'lib/delivery': [
    'lib/audit',
    'lib/config',
    'lib/db',
    'lib/forms',
    'lib/http',
    'lib/log',
    'lib/settings',
    'lib/validation',
  ],
  // Booking: slots, routing, tokens and bookings; the lead service routes through it, and the
  // delivery worker never imports it (booking deliveries reach it through the layer above).
  'lib/scheduling': [
    'lib/audit',
    'lib/auth',
    'lib/config',
    'lib/db',
    'lib/delivery',
    'lib/forms',
    'lib/http',
    'lib/log',
    'lib/settings',
    'lib/validation',
  ],
  'lib/leads': [
    'lib/audit',
    'lib/auth',
    'lib/config',
    'lib/db',
    'lib/delivery',
    'lib/forms',
    'lib/http',
    'lib/log',
    'lib/scheduling',
    'lib/settings',
    'lib/validation',
  ],
  'lib/server': [
    'lib/cache',
    'lib/config',
    'lib/db',
    'lib/delivery',
    'lib/http',
    'lib/leads',
    'lib/log',
  ],
  'lib/jobs': ['lib/config', 'lib/db', 'lib/http', 'lib/server', 'lib/validation'],
  // Blog posts are stored like jobs: read through the blog cache tag, published on schedule.
  // Preview links are signed with a generated key kept in settings; a scheduled publication is
  // written to the audit log.
  'lib/blog': [
    'lib/audit',
    'lib/config',
    'lib/db',
    'lib/http',
    'lib/log',
    'lib/server',
    'lib/settings',
    'lib/validation',
  ],
  'lib/consent': [
    'lib/audit',
    'lib/config',
    'lib/db',
    'lib/http',
    'lib/leads',
    'lib/log',
    'lib/server',
    'lib/validation',
  ],
  'lib/pixels': [
    'lib/audit',
    'lib/config',
    'lib/consent',
    'lib/db',
    'lib/server',
    'lib/validation',
  ],
  // Visitor analytics: reads the forms' types, the consent log's browser families and the consent
  // the visitor gave, and the leads' attribution fields.
  'lib/analytics': [
    'lib/audit',
    'lib/config',
    'lib/consent',
    'lib/db',
    'lib/forms',
    'lib/http',
    'lib/leads',
    'lib/log',
    'lib/server',
    'lib/validation',
  ],
  'lib/seo': ['lib/config', 'lib/db', 'lib/http', 'lib/jobs'],
  // The admin's services sit on top of every other service.
  'lib/admin': [
    'lib/analytics',
    'lib/audit',
    'lib/blog',
    'lib/auth',
    'lib/config',
    'lib/consent',
    'lib/db',
    'lib/delivery',
    'lib/forms',
    'lib/http',
    'lib/jobs',
    'lib/leads',
    'lib/log',
    'lib/pixels',
    'lib/scheduling',
    'lib/settings',
    'lib/validation',
  ],
  // Content is data: it may use the types of the services it describes.
  content: ['lib/config', 'lib/consent', 'lib/db', 'lib/forms', 'lib/validation'],
  // Components.
  'components/ui': ['lib/icons', 'lib/utils'],
  'components/seo': ['lib/seo'],
  'components/consent': ['components/ui', 'lib/consent', 'lib/pixels'],
  'components/pixels': [
    'components/consent',
    'lib/admin',
    'lib/cache',
    'lib/config',
    'lib/consent',
    'lib/log',
    'lib/pixels',
  ],
  'components/forms': ['components/ui', 'lib/analytics', 'lib/forms', 'lib/http', 'lib/leads'],
  'components/analytics': ['lib/admin', 'lib/analytics', 'lib/forms'],
  'components/static-html': ['components/site'],
  'components/site': [
    'components/analytics',
    'components/consent',
    'components/forms',
    'components/pixels',
    'components/seo',
    'components/ui',
    'content',
    'lib/analytics',
    'lib/blog',
    'lib/config',
    'lib/icons',
    'lib/roi',
    'lib/seo',
    'lib/utils',
  ],
  'components/blog': ['components/site', 'components/ui', 'lib/blog'],
  'components/careers': [
    'components/forms',
    'components/site',
    'components/ui',
    'content',
    'lib/blog',
    'lib/icons',
    'lib/jobs',
    'lib/utils',
  ],
  'components/admin': [
    // The post preview shares the article's type with the public page.
    'components/blog',
    'components/ui',
    'lib/admin',
    'lib/analytics',
    'lib/auth',
    'lib/blog',
    'lib/config',
    'lib/consent',
    'lib/forms',
    'lib/http',
    'lib/jobs',
    'lib/leads',
    'lib/pixels',
    'lib/utils',
    'lib/validation',
  ],
  // Entry points: routes and the hooks Next calls.
  proxy: ['lib/blog', 'lib/http', 'lib/jobs', 'lib/log', 'lib/server'],
  instrumentation: [
    'lib/analytics',
    'lib/auth',
    'lib/blog',
    'lib/cache',
    'lib/http',
    'lib/jobs',
    'lib/server',
  ],
  app: [
    'components/admin',
    'components/blog',
    'components/careers',
    'components/forms',
    'components/seo',
    'components/site',
    'components/static-html',
    'components/ui',
    'content',
    'lib/admin',
    'lib/analytics',
    'lib/auth',
    'lib/blog',
    'lib/config',
    'lib/consent',
    'lib/db',
    'lib/delivery',
    'lib/http',
    'lib/icons',
    'lib/jobs',
    'lib/leads',
    'lib/log',
    'lib/pixels',
    'lib/scheduling',
    'lib/seo',
    'lib/server',
  ],
};

/**
 * Edges that close a loop and still exist, each through code that is being rewritten: listed so the
 * loop stays visible. Remove a line when its edge goes (the test fails while a listed edge is gone).
 */
const PENDING: readonly string[] = [
  // The first-run seed (default jobs) runs inside the migration that the server's boot calls.
  'lib/db -> content',
  'lib/db -> lib/jobs',
  // The outage page of the request-error hook lives in lib/admin.
  'lib/server -> lib/admin',
  // Content items are typed by the components that draw them (icons included).
  'content -> components/site',
  // The toast lives among the site's components.
  'components/forms -> components/site',
  // The consent footer links read the public pixel list.
  'components/consent -> components/pixels',
];

const ROOTS = ['app', 'components', 'lib', 'content', 'proxy.ts', 'instrumentation.ts'];

function sourceFiles(root: string): string[] {
  if (/\.tsx?$/.test(root)) return [root];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|mjs)$/.test(name))
    .map((name) => path.join(root, name));
}

/** The folder a repository path belongs to (see ALLOWED). */
function folderOf(file: string): string {
  const [top, second] = file.replace(/\.(d\.)?(tsx?|mjs)$/, '').split('/');
  return top === 'lib' || top === 'components' ? `${top}/${second}` : (top ?? file);
}

/** Repository paths imported by a file (`@/` and relative specifiers). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'((?:@\/|\.{1,2}\/)[^']+)'/g)].map(
    ([, specifier = '']) =>
      specifier.startsWith('@/')
        ? specifier.slice(2)
        : path.normalize(path.join(path.dirname(file), specifier)),
  );
}

function actualEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const from = folderOf(file);
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (to === from) continue;
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), file]);
    }
  }
  return edges;
}

/** A loop in a folder graph, as its path (empty when there is none). */
function findLoop(graph: Record<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] => {
    if (state.get(node) === 'done') return [];
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph[node] ?? []) {
      const loop = visit(next);
      if (loop.length > 0) return loop;
    }
    trail.pop();
    state.set(node, 'done');
    return [];
  };
  for (const node of Object.keys(graph)) {
    const loop = visit(node);
    if (loop.length > 0) return loop;
  }
  return [];
}

describe('dependencies point one way', () => {
  const edges = actualEdges();

  it('every import between folders is an allowed or a listed pending edge', () => {
    const unexpected = [...edges]
      .filter(([edge]) => {
        const [from = '', to = ''] = edge.split(' -> ');
        return !ALLOWED[from]?.includes(to) && !PENDING.includes(edge);
      })
      .map(([edge, files]) => `${edge} (${files.join(', ')})`);
    expect(unexpected).toEqual([]);
  });

  it('the table of allowed edges has no loop', () => {
    expect(findLoop(ALLOWED)).toEqual([]);
  });

  it('every pending edge still exists (drop the line once it is gone)', () => {
    expect(PENDING.filter((edge) => !edges.has(edge))).toEqual([]);
  });

  it('finds a loop when one is there', () => {
    expect(findLoop({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findLoop({ a: ['b'], b: [], c: ['a'] })).toEqual([]);
  });

  it('client components import no module under lib/db', () => {
    const offending = sourceFiles('components').filter(
      (file) =>
        /^['"]use client['"]/.test(readFileSync(file, 'utf8')) &&
        importsOf(file).some((target) => target.startsWith('lib/db')),
    );
    expect(offending).toEqual([]);
  });
});
