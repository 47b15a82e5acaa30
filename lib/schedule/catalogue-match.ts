// Which catalogue course a free-text batch name means (docs/product.md#admin-schedule): the course of that name, letter
// case and outer spaces aside, or followed by a qualifier in brackets ('Automation Testing (Selenium with Java)'); the
// longest matching name wins. Migration 0015 applies the same rule in SQL to the batches that existed before.

export interface CatalogueCourse {
  id: number;
  name: string;
}

/** The id of the course `batchName` names, or null when it names none. */
export function catalogueCourseFor(batchName: string, catalogue: readonly CatalogueCourse[]): number | null {
  const name = batchName.trim().toLowerCase();
  const matches = catalogue.filter((course) => {
    const courseName = course.name.trim().toLowerCase();
    return name === courseName || name.startsWith(`${courseName} (`);
  });
  matches.sort((a, b) => b.name.length - a.name.length || a.id - b.id);
  return matches[0]?.id ?? null;
}
