import { z } from 'zod';

// Path segments, checked before any lookup; a mismatch answers 404.
const userId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
export const idParam = z.object({ id: userId });
export const userIdParam = z.object({ userId });
export const fileParam = z.object({ file: z.string().min(1).max(128) });
