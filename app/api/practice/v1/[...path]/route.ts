import { practiceCatchAll } from '@/lib/practice/routes/all-routes';

// Every exercise's API under /api/practice/v1, from the route tables in the exercises' folders
// (lib/practice/routes/table.ts). Next prefers the lab's own route files beside this one (tokens, OAuth, the inbox,
// challenges, the bug hunt, reset, starter kits, the documents) to a catch-all, so those stay theirs.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = practiceCatchAll('/api/practice/v1');
