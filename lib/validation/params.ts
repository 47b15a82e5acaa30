import { z } from 'zod';

// Path segments, checked before any lookup; a mismatch answers 404.
const userId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
export const idParam = z.object({ id: userId });
export const userIdParam = z.object({ userId });
/**
 * A stored media file's name as it appears in a URL. Names are server-generated (uuid.ext), so anything
 * else (a NUL byte, a slash, spaces) cannot exist: it answers 404 before any lookup reaches the database.
 */
export const mediaFileName = z.string().min(1).max(128).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
export const fileParam = z.object({ file: mediaFileName });
