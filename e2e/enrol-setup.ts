import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from './api-session';
import { ADMIN } from './helpers';
import type { RecordedVideo } from './recorded-video';

// Set-up of the enrolment journeys through the API (docs/architecture.md#tests): a course of the test's own with a
// batch on the schedule, and what the journey needs of it (topics, a training video of the course, a certificate
// rule). Named per test, so the desktop and phone runs never meet, and removed afterwards: other specs expect the
// seeded courses, batches and videos.

export interface BatchWorld {
  admin: APIRequestContext;
  courseId: number;
  courseName: string;
  batchId: number;
  batchCode: string;
  startDate: string;
  videoTitle: string | null;
  cleanUp: () => Promise<void>;
}

export interface BatchOptions {
  topics?: readonly string[];
  /** A training video of the course (null: none). */
  video?: RecordedVideo | null;
  /** The course's certificate rule (none unless given). */
  rule?: Record<string, unknown>;
}

export async function setUpBatch(baseURL: string, tag: string, { topics = ['Charters', 'Session notes'], video = null, rule }: BatchOptions = {}): Promise<BatchWorld> {
  const admin = await apiAs(baseURL, ADMIN);
  const unique = `${tag}${Date.now().toString(36)}`;
  const courseName = `Exploratory Testing ${unique}`;
  const course = await admin.post('/api/learning', { data: { title: courseName } });
  expect(course.status(), await course.text()).toBe(200);
  const courseId = ((await course.json()) as { course_id: number }).course_id;
  for (const title of topics) {
    const chunk = await admin.post(`/api/learning/${courseId}/chunks`, { data: { chunk_title: title, chunk_contents: `What ${title.toLowerCase()} are` } });
    expect(chunk.status(), await chunk.text()).toBe(200);
  }
  if (rule) {
    const saved = await admin.put(`/api/trainer/certificate-rules/${courseId}`, { data: rule });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  let videoId: number | null = null;
  const videoTitle = video ? `Charters in practice ${unique}` : null;
  if (video) {
    const upload = await admin.post('/api/trainings', { multipart: { content: videoTitle!, course_id: String(courseId), trainings: video } });
    expect(upload.status(), await upload.text()).toBe(200);
    videoId = ((await upload.json()) as { video: { id: number } }).video.id;
  }
  const batchCode = `EJ-${unique.toUpperCase()}`.slice(0, 40);
  const startDate = '2027-10-04';
  const batch = await admin.post('/api/schedule', {
    data: { Project_id: batchCode, catalogue_course_id: courseId, 'Start Date': startDate, Weekdays: 'Mon, Thu', 'Demo Date': '2027-10-01', Duration: '6 weeks', 'Meeting Time': '7:00 PM EST', Fee: 349 },
  });
  expect(batch.status(), await batch.text()).toBe(200);
  const batchId = ((await batch.json()) as { id: number }).id;
  return {
    admin,
    courseId,
    courseName,
    batchId,
    batchCode,
    startDate,
    videoTitle,
    async cleanUp() {
      await admin.delete('/api/schedule', { data: { course_id: batchId } });
      if (videoId !== null) await admin.delete(`/api/trainings/videos/${videoId}`);
      await admin.delete(`/api/learning/course/${courseId}`);
      await admin.dispose();
    },
  };
}
