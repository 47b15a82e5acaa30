export interface BrokenDocLink {
  /** The file holding the reference, relative to the repository root. */
  file: string;
  line: number;
  reference: string;
  problem: string;
}

export function slugify(heading: string): string;
export function headingAnchors(markdown: string): Set<string>;
export function findBrokenDocLinks(root: string): BrokenDocLink[];
export function repoPathIn(text: string): string | null;
