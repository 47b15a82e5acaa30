import 'server-only';
import { isBugModeOn } from '@/lib/practice/bug-mode';

// The one place the Book List API reads the learner's bug-mode switch (docs/product.md#bug-mode). No defect is
// planted yet; the route wrapper hands the answer to every handler, so a defect only needs its own branch.
export const isBookListBugModeOn = (userId: string): Promise<boolean> => isBugModeOn(userId);
