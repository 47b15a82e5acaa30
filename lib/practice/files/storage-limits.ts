import 'server-only';
import { env } from '../../env';

// How much practice files may take (README "Limits", docs/practice/web-elements.md). Each learner keeps at
// most ten files (the exercise's own rule); these two bound everyone together and one client address:
// - all kept files together: PRACTICE_FILES_TOTAL_MB (default 2,048 MB, ./storage-figures.ts), so the disk
//   or bucket cannot be filled however many accounts exist; past it an upload is answered 507;
// - bytes stored from one client address (an IPv6 /64 counts as one) per hour: PRACTICE_FILES_ADDRESS_MB_PER_HOUR
//   (default 200 MB), so one network cannot churn through uploads and deletes at full speed; past it 429.
// A class of 30 behind one address storing a few files each stays far below both.

export const MB = 1024 * 1024;

export interface PracticeStorageLimits {
  totalBytes: number;
  addressBytesPerHour: number;
}

export function practiceStorageLimits(): PracticeStorageLimits {
  const settings = env();
  return {
    totalBytes: settings.PRACTICE_FILES_TOTAL_MB * MB,
    addressBytesPerHour: settings.PRACTICE_FILES_ADDRESS_MB_PER_HOUR * MB,
  };
}
