import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { GENERIC_ERROR_CODES } from '@/lib/api/error-codes';
import { errorResponse } from '@/lib/api/route';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';

// docs/architecture.md#practice-api-error-codes: a task sheet lists the codes its API answers with, so a
// code listed there must be one the exercise's code can throw, or one every API shares.

const root = process.cwd();

function sources(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('practice error codes', () => {
  it.each(HOSTED_EXERCISES)('%s lists only codes its code throws or every API shares', (exercise) => {
    const apiFolder = EXERCISES[exercise].api ?? exercise;
    const code = [path.join(root, 'lib/practice/exercises', exercise, 'server'), path.join(root, 'app/api/practice/v1', apiFolder)]
      .flatMap(sources)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const listed = SERVER_EXERCISES[exercise].taskSheet.errorCodes.map((line) => line.code);
    expect(new Set(listed).size, `${EXERCISES[exercise].name} lists a code twice`).toBe(listed.length);
    const unthrown = listed.filter((listedCode) => !(listedCode in GENERIC_ERROR_CODES) && !code.includes(`'${listedCode}'`));
    expect(unthrown).toEqual([]);
  });

  it('adds the code only where the reply promises one, after the message and before the field errors', async () => {
    const error = new ApiError(409, 'Seat 3A is taken.', { seats: 'Seat 3A is taken.' }, undefined, 'SEAT_TAKEN');
    expect(await errorResponse(error).json()).toEqual({ message: 'Seat 3A is taken.', errors: { seats: 'Seat 3A is taken.' } });
    expect(Object.keys(await errorResponse(error, true).json())).toEqual(['message', 'code', 'errors']);
  });

  it('names a refusal by its status when the thrower named none', () => {
    expect(new ApiError(400, 'Bad.', { name: 'Required.' }).code).toBe('VALIDATION_FAILED');
    expect(new ApiError(400, 'Bad.').code).toBe('BAD_REQUEST');
    expect(new ApiError(404, 'Gone.').code).toBe('NOT_FOUND');
    expect(new ApiError(413, 'Big.').code).toBe('PAYLOAD_TOO_LARGE');
  });
});
