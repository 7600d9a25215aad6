/** Building blocks of long-form pages (knowledge base, documentation, guides, legal text). */
export type DocBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'steps'; items: string[] }
  /** A sample (prompt, payload) shown verbatim. */
  | { type: 'example'; title: string; text: string }
  | { type: 'note'; text: string }
  | { type: 'links'; links: { href: string; label: string }[] }
  /** The ROI calculator button. */
  | { type: 'roi-calculator'; label: string };

interface DocSubsection {
  title: string;
  blocks: DocBlock[];
}

export interface DocSection {
  /** Anchor id; also the table of contents target. */
  id: string;
  title: string;
  blocks: DocBlock[];
  subsections?: DocSubsection[];
}
