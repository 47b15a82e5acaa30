// What the rest of the product knows about a hosted exercise (docs/architecture.md#practice-lab). Each
// exercise's folder exports one descriptor (lib/practice/exercises/{id}/descriptor.ts); the registries
// (./registry.ts for every caller, ./server-registry.ts for the server) are built from them. Plain data:
// a descriptor holds nothing a learner may not see.

/** One stroke of a practice card's line drawing, on a 20×20 grid (components/practice/practice-item-icon.tsx). */
export type IconShape =
  | { path: string }
  | { rect: { x: number; y: number; width: number; height: number; rx?: number } }
  | { circle: { cx: number; cy: number; r: number } };

export interface ExerciseDescriptor {
  /** Stable id: the API path segment (/api/practice/v1/{id}/…), the practice_state key, the defect owner. */
  id: string;
  /** The exercise's one name, as the practice list and the search show it. */
  name: string;
  /** The exercise page's h1 (Grocery's page has always been headed 'Shopping Practice'). */
  title: string;
  /** The /student/practice/{link} segment; the id unless an older address must keep working. */
  link: string;
  /** Every version that is served; the last is the one the bare link leads to. */
  versions: readonly string[];
  /**
   * What its planted defects' ids start with (RES for RES-07): the bug hunt's evidence tells from the id alone which
   * exercise a defect belongs to, without the server registry (which imports the code that records the evidence).
   */
  defectPrefix: string;
  /** What the learner practises, shown under the name and searched by the practice filter. */
  description: string;
  /**
   * The folder of its API under /api/practice/v1/ when that is not the id: a REST exercise names its resources
   * (Book List's books live at /api/practice/v1/books). The lab's own routes (reset, starter kits) stay under the id.
   */
  api?: string;
  /**
   * The address of its API when it is not under /api/practice/v1/ at all: a SOAP service has one endpoint for every
   * operation (the Employee service's /api/practice/soap/employees). Its route files live at app{apiPath}/.
   */
  apiPath?: string;
  /** Its own picture on the practice cards (every card had the same shopping cart before), drawn in strokes. */
  icon: readonly IconShape[];
}
