import 'server-only';
import { eq } from 'drizzle-orm';
import { badRequest } from '../api/errors';
import { getDb } from '../db/client';
import { certificates, users } from '../db/schema';
import { TRAINER_MSG } from '../messages';
import { EXERCISES, HOSTED_EXERCISES } from '../practice/registry';
import { percentOfScore } from '../practice/suite-score/standing';
import { TRAINER_PAGE_SIZE, type TrainerSort, type TrainerTableQuery } from '../validation/trainer';
import { courseProgress, type CourseFacts } from './course-progress';
import { inactiveFor, lastActivityByLearner } from './last-activity';
import { batchFilterOf, inBatch, learnerBatches, type ScheduleBatchOption } from './learner-batches';
import { courseFacts, measuresOfClass } from './measures';

// The trainer's table (docs/product.md#trainers-view): every student with their progress in one course, or in all
// courses at once (the class view: the bar is the mean of the course bars), filtered, sorted and paged on the server. Each measure is one grouped query over the class; the rows are then filtered,
// sorted and cut to the page in memory, which a school's classes (thousands of learners) afford.

export interface LearnerProgressRow {
  userId: string;
  name: string;
  email: string;
  studentId: string | null;
  /** The course's bar, 0–100, as the learner's own page shows it; over all courses, the mean of the courses' bars. */
  progress: number;
  /** Each course's bar (one entry when a course is chosen). */
  courses: { courseId: number; percent: number }[];
  /** When the learner registered (their batch is its month when no schedule batch is recorded). */
  joinedAt: string;
  topicsDone: number;
  topicsTotal: number;
  /**
   * Share of the training videos watched, whole percent: the chosen course's (its own and those for all courses), or
   * all videos over all courses; null when there is no video whose length the server knows.
   */
  videos: number | null;
  exercises: number;
  defects: number;
  challenges: number;
  /** The learner's best suite score per exercise (whole percent), from finished runs that got a score. */
  suiteScores: { exercise: string; name: string; percent: number }[];
  /** The course's certificate; over all courses, the latest valid one (or the latest revoked one when none is valid). */
  certificate: { status: 'issued' | 'revoked'; code: string; issuedAt: string } | null;
  lastActive: string | null;
}

type HeldCertificate = typeof certificates.$inferSelect;

export interface LearnerProgressTable {
  course: { courseId: number; courseName: string } | null;
  courses: { courseId: number; courseName: string }[];
  /** The months learners with no recorded batch registered in ('YYYY-MM', newest first), for the batch filter. */
  batches: string[];
  /** The schedule batches learners enrolled in (the home page's Enrol), for the same filter (`joined` = its id). */
  scheduleBatches: ScheduleBatchOption[];
  rows: LearnerProgressRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** Every matching row, sorted: the table's pages and the CSV export cut from this. */
export async function classProgressRows(query: TrainerTableQuery, now = new Date()): Promise<Omit<LearnerProgressTable, 'page' | 'pages' | 'pageSize'>> {
  const facts = await courseFacts();
  const course = query.course === undefined ? null : chosenCourse(facts, query.course);
  const inScope = course ? [course] : facts;
  const db = await getDb();
  const [learners, measures, certificateRows, lastActive, batches] = await Promise.all([
    db
      .select({ userId: users.id, name: users.username, email: users.email, studentId: users.studentId, joinedAt: users.createdAt })
      .from(users)
      .where(eq(users.role, 'student')),
    measuresOfClass(),
    db.select().from(certificates).where(course ? eq(certificates.courseId, course.courseId) : undefined),
    lastActivityByLearner(),
    learnerBatches(),
  ]);
  const batchFilter = query.joined ? batchFilterOf(query.joined) : null;
  const certificatesOf = new Map<string, HeldCertificate[]>();
  for (const row of certificateRows) certificatesOf.set(row.userId, [...(certificatesOf.get(row.userId) ?? []), row]);
  const needle = query.q.toLocaleLowerCase();
  const rows = learners
    .filter((learner) => !needle || learner.name.toLocaleLowerCase().includes(needle) || learner.email.toLowerCase().includes(needle))
    .filter((learner) => !batchFilter || inBatch(batchFilter, batches.of(learner.userId), learner.joinedAt))
    .filter((learner) => query.inactive === undefined || inactiveFor(lastActive.get(learner.userId), query.inactive, now))
    .filter((learner) => query.active === undefined || !inactiveFor(lastActive.get(learner.userId), query.active, now))
    .map((learner): LearnerProgressRow => {
      const measured = measures(learner.userId);
      const each = inScope.map((facts) => courseProgress(facts, measured));
      const held = shownCertificate(certificatesOf.get(learner.userId) ?? []);
      return {
        ...learner,
        joinedAt: learner.joinedAt.toISOString(),
        progress: each.length === 0 ? 0 : Math.floor(each.reduce((sum, item) => sum + item.percent, 0) / each.length),
        courses: each.map((item) => ({ courseId: item.courseId, percent: item.percent })),
        topicsDone: each.reduce((sum, item) => sum + item.topicsDone, 0),
        topicsTotal: each.reduce((sum, item) => sum + item.topicsTotal, 0),
        videos: percentOf(course ? (measured.courseVideoShare.get(course.courseId) ?? null) : measured.videoShare),
        exercises: measured.exercises,
        defects: measured.defects,
        challenges: measured.challenges,
        suiteScores: HOSTED_EXERCISES.filter((id) => measured.suiteScores.has(id)).map((id) => ({ exercise: id, name: EXERCISES[id].name, percent: percentOfScore(measured.suiteScores.get(id)!) })),
        certificate: held ? { status: held.revokedAt ? 'revoked' : 'issued', code: held.code, issuedAt: held.issuedAt.toISOString() } : null,
        lastActive: lastActive.get(learner.userId) ?? null,
      };
    })
    .filter((row) => query.certificate === 'any' || (query.certificate === 'none' ? row.certificate === null : row.certificate?.status === query.certificate))
    .sort(comparer(query.sort, query.dir));
  return {
    course: course ? { courseId: course.courseId, courseName: course.courseName } : null,
    courses: facts.map(({ courseId, courseName }) => ({ courseId, courseName })),
    batches: [...new Set(learners.filter((learner) => batches.of(learner.userId).size === 0).map((learner) => learner.joinedAt.toISOString().slice(0, 7)))].sort().reverse(),
    scheduleBatches: batches.options,
    rows,
    total: rows.length,
  };
}

const percentOf = (share: number | null) => (share === null ? null : Math.floor(share * 100 + 1e-9));

/** The certificate a row shows: a valid one before a revoked one, the latest of each. */
function shownCertificate(held: HeldCertificate[]): HeldCertificate | null {
  const latestFirst = [...held].sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime());
  return latestFirst.find((row) => !row.revokedAt) ?? latestFirst[0] ?? null;
}

export async function classProgressTable(query: TrainerTableQuery, now = new Date()): Promise<LearnerProgressTable> {
  const all = await classProgressRows(query, now);
  const pages = Math.max(1, Math.ceil(all.total / TRAINER_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return { ...all, rows: all.rows.slice((page - 1) * TRAINER_PAGE_SIZE, page * TRAINER_PAGE_SIZE), page, pages, pageSize: TRAINER_PAGE_SIZE };
}

/** The course asked for; an id no course has is refused. */
function chosenCourse(facts: CourseFacts[], courseId: number): CourseFacts {
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
