import 'server-only';
import { listPracticeFiles } from './server/file-store';

// Web Elements leaves one thing on the server, the uploaded files: the journey is done once the learner kept
// an upload (docs/practice/web-elements.md). A reset deletes the files.
export async function isWebElementsCompleted(userId: string): Promise<boolean> {
  return (await listPracticeFiles(userId)).length > 0;
}
