import { describe, expect, it } from 'vitest';
import { TRAINING_MSG } from '@/lib/messages';
import { formatBytes } from '@/components/admin/trainings/format-bytes';
import { trainingTitleSchema, trainingUploadProblem } from '@/lib/validation/trainings';

const video = (size = 4096, type = 'video/mp4') => ({ size, type });
const MAX = 10_000;

describe('trainingUploadProblem (the admin upload form’s check, docs/product.md#admin-videos)', () => {
  it('raises the spec’s alert when the title or the file is missing; an empty file counts as none', () => {
    expect(trainingUploadProblem('', video(), MAX)).toBe(TRAINING_MSG.missing);
    expect(trainingUploadProblem('   ', video(), MAX)).toBe(TRAINING_MSG.missing);
    expect(trainingUploadProblem('Boundary values', null, MAX)).toBe(TRAINING_MSG.missing);
    expect(trainingUploadProblem('Boundary values', video(0), MAX)).toBe(TRAINING_MSG.missing);
    expect(trainingUploadProblem('', null, MAX)).toBe('Please provide a title and upload a video file.');
  });

  it('takes video files only, up to the server’s limit, with a title of at most 200 characters', () => {
    expect(trainingUploadProblem('Lesson', video(), MAX)).toBeNull();
    expect(trainingUploadProblem('Lesson', video(4096, 'video/webm'), MAX)).toBeNull();
    expect(trainingUploadProblem('Lesson', video(4096, 'image/png'), MAX)).toBe(TRAINING_MSG.badType);
    expect(trainingUploadProblem('Lesson', video(4096, ''), MAX)).toBe(TRAINING_MSG.badType);
    expect(trainingUploadProblem('Lesson', video(MAX), MAX)).toBeNull();
    expect(trainingUploadProblem('Lesson', video(MAX + 1), MAX)).toBe(TRAINING_MSG.tooLarge);
    expect(trainingUploadProblem('x'.repeat(200), video(), MAX)).toBeNull();
    expect(trainingUploadProblem('x'.repeat(201), video(), MAX)).toBe(TRAINING_MSG.titleMax);
  });

  it('trims the title the server stores', () => {
    expect(trainingTitleSchema.parse('  Equivalence partitioning  ')).toBe('Equivalence partitioning');
  });
});

describe('formatBytes', () => {
  it('reads like a file picker', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(384 * 1024)).toBe('384 KB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2147483648)).toBe('2 GB');
  });
});
