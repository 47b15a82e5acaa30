import 'server-only';
import { isBugModeOn } from '@/lib/practice/bug-mode';

// The one place the Employee service reads the learner's bug-mode switch (docs/product.md#bug-mode). The route reads
// it once per call and hands it to the operation; each planted defect is a branch on it with its id in a comment.
export const isEmployeeBugModeOn = (userId: string): Promise<boolean> => isBugModeOn(userId);
