import { describe, expect, it } from 'vitest';
import { exerciseViewCookie, exerciseViewCookieName, exerciseViewInCookieHeader, parseExerciseView } from '@/lib/practice/exercise-view';

// The stored "Exercise" | "Task sheet" choice (docs/product.md#task-sheets): one cookie per learner, read by the page
// and by the fast path's per-learner page copies; anything but "sheet" opens the exercise.

const ANN = '57cc9115-e2de-453c-a537-20db3ab784fa';
const BOB = '0b6a3c1e-1111-4222-8333-944455556666';

describe('exercise view cookie', () => {
  it('is named after the learner and rides only on the practice pages', () => {
    expect(exerciseViewCookieName(ANN)).toBe(`qa-exercise-view-${ANN}`);
    expect(exerciseViewCookie(ANN, 'sheet')).toMatch(new RegExp(`^qa-exercise-view-${ANN}=sheet; Path=/student/practice; Max-Age=\\d+; SameSite=Lax$`));
    // Nothing from an id can end the name or add an attribute.
    expect(exerciseViewCookieName('a; Path=/')).toBe('qa-exercise-view-aPath');
  });

  it('opens the exercise unless this learner chose the sheet', () => {
    expect(parseExerciseView('sheet')).toBe('sheet');
    for (const value of [undefined, '', 'exercise', 'Sheet', 'sheet ']) expect(parseExerciseView(value)).toBe('exercise');
  });

  it('reads the learner’s own choice from a Cookie header, never another learner’s', () => {
    const header = `theme=dark; qa-exercise-view-${BOB}=sheet;qa-exercise-view-${ANN}=sheet`;
    expect(exerciseViewInCookieHeader(header, ANN)).toBe('sheet');
    expect(exerciseViewInCookieHeader(`qa-exercise-view-${BOB}=sheet`, ANN)).toBe('exercise');
    expect(exerciseViewInCookieHeader(`qa-exercise-view-${ANN}=exercise`, ANN)).toBe('exercise');
    expect(exerciseViewInCookieHeader(undefined, ANN)).toBe('exercise');
  });
});
