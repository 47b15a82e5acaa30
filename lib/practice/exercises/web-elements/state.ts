import 'server-only';

// Web Elements keeps no practice_state document: what a learner leaves on the server is the files they
// uploaded, rows of practice_files (./server/file-store.ts). "Reset my practice data" deletes them with
// every exercise's files (lib/practice/state-store.ts), so the exercise starts with none.
export const WEB_ELEMENTS_STATE = null;
