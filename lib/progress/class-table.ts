import 'server-only';
import { eq, max } from 'drizzle-orm';
import { badRequest } from '../api/errors';
import { getDb } from '../db/client';
import { certificates, exerciseCompletions, practiceMetChallenges, progressEvents, users } from '../db/schema';
import { TRAINER_MSG } from '../messages';
import { TRAINER_PAGE_SIZE, type TrainerSort, type TrainerTableQuery } from '../validation/trainer';
import { courseProgress, type CourseFacts } from './course-progress';
import { courseFacts, measuresOfClass } from './measures';

// The trainer's table (docs/product.md#trainers-view): every student with their progress in one course, filtered,
// sorted and paged on the server. Each measure is one grouped query over the class; the rows are then filtered,
// sorted and cut to the page in memory, which a school's classes (thousands of learners) afford.

export interface LearnerProgressRow {
  userId: string;
  name: string;
  email: string;
  studentId: string | null;
  /** The course's bar, 0–100, as the learner's own page shows it. */
  progress: number;
  topicsDone: number;
  topicsTotal: number;
  /** Share of all training videos watched, whole percent; null when no video has a length the server knows. */
  videos: number | null;
  exercises: number;
  defects: number;
  challenges: number;
  certificate: { status: 'issued' | 'revoked'; code: string; issuedAt: string } | null;
  lastActive: string | null;
}

export interface LearnerProgressTable {
  course: { courseId: number; courseName: string } | null;
  courses: { courseId: number; courseName: string }[];
  rows: LearnerProgressRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** Every matching row, sorted: the table's pages and the CSV export cut from this. */
export async function classProgressRows(query: TrainerTableQuery): Promise<Omit<LearnerProgressTable, 'page' | 'pages' | 'pageSize'>> {
  const facts = await courseFacts();
  const course = chosenCourse(facts, query.course);
  const db = await getDb();
  const [learners, measures, certificateRows, lastActive] = await Promise.all([
    db.select({ userId: users.id, name: users.username, email: users.email, studentId: users.studentId }).from(users).where(eq(users.role, 'student')),
    measuresOfClass(),
    course ? db.select().from(certificates).where(eq(certificates.courseId, course.courseId)) : Promise.resolve([]),
    lastActivityByLearner(),
  ]);
  const certificateOf = new Map(certificateRows.map((row) => [row.userId, row]));
  const needle = query.q.toLocaleLowerCase();
  const rows = learners
    .filter((learner) => !needle || learner.name.toLocaleLowerCase().includes(needle) || learner.email.toLowerCase().includes(needle))
    .map((learner): LearnerProgressRow => {
      const measured = measures(learner.userId);
      const inCourse = course ? courseProgress(course, measured) : null;
      const held = certificateOf.get(learner.userId);
      return {
        ...learner,
        progress: inCourse?.percent ?? 0,
        topicsDone: inCourse?.topicsDone ?? 0,
        topicsTotal: inCourse?.topicsTotal ?? 0,
        videos: measured.videoShare === null ? null : Math.floor(measured.videoShare * 100 + 1e-9),
        exercises: measured.exercises,
        defects: measured.defects,
        challenges: measured.challenges,
        certificate: held ? { status: held.revokedAt ? 'revoked' : 'issued', code: held.code, issuedAt: held.issuedAt.toISOString() } : null,
        lastActive: lastActive.get(learner.userId) ?? null,
      };
    })
    .filter((row) => query.certificate === 'any' || (query.certificate === 'none' ? row.certificate === null : row.certificate?.status === query.certificate))
    .sort(comparer(query.sort, query.dir));
  return {
    course: course ? { courseId: course.courseId, courseName: course.courseName } : null,
    courses: facts.map(({ courseId, courseName }) => ({ courseId, courseName })),
    rows,
    total: rows.length,
  };
}

export async function classProgressTable(query: TrainerTableQuery): Promise<LearnerProgressTable> {
  const all = await classProgressRows(query);
  const pages = Math.max(1, Math.ceil(all.total / TRAINER_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return { ...all, rows: all.rows.slice((page - 1) * TRAINER_PAGE_SIZE, page * TRAINER_PAGE_SIZE), page, pages, pageSize: TRAINER_PAGE_SIZE };
}

/** The course asked for, or the first one; an id no course has is refused. */
function chosenCourse(facts: CourseFacts[], courseId: number | undefined): CourseFacts | null {
  if (courseId === undefined) return facts[0] ?? null;
  const found = facts.find((course) => course.courseId === courseId);
  if (!found) throw badRequest(TRAINER_MSG.course, { course: TRAINER_MSG.course });
  return found;
}

function comparer(sort: TrainerSort, dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  const key = (row: LearnerProgressRow): string | number => {
    switch (sort) {
      case 'name':
        return row.name.toLocaleLowerCase();
      case 'email':
        return row.email;
      case 'topics':
        return row.topicsDone;
      case 'lastActive':
        return row.lastActive ?? '';
      case 'videos':
        return row.videos ?? -1;
      default:
        return row[sort];
    }
  };
  return (a: LearnerProgressRow, b: LearnerProgressRow) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    // Ties keep one stable order whichever way the column is sorted, so paging never shows a learner twice.
    return order !== 0 ? order * sign : a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId);
  };
}

/** The last time each learner's progress moved: a progress event, a completed exercise or a met challenge. */
async function lastActivityByLearner(): Promise<Map<string, string>> {
  const db = await getDb();
  const [events, completions, challenges] = await Promise.all([
    db.select({ userId: progressEvents.userId, at: max(progressEvents.at) }).from(progressEvents).groupBy(progressEvents.userId),
    db.select({ userId: exerciseCompletions.userId, at: max(exerciseCompletions.completedAt) }).from(exerciseCompletions).groupBy(exerciseCompletions.userId),
    db.select({ userId: practiceMetChallenges.userId, at: max(practiceMetChallenges.metAt) }).from(practiceMetChallenges).groupBy(practiceMetChallenges.userId),
  ]);
  const latest = new Map<string, string>();
  for (const row of [...events, ...completions, ...challenges]) {
    if (!row.at) continue;
    const at = new Date(row.at).toISOString();
    if ((latest.get(row.userId) ?? '') < at) latest.set(row.userId, at);
  }
  return latest;
}
