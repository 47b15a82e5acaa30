import { describe, expect, it } from 'vitest';
import { EMPLOYEE_WSDL_CHALLENGES } from '@/lib/practice/exercises/employee-wsdl/challenges';
import { CHECKED_CHALLENGE_IDS, EMPLOYEE_WSDL_CHALLENGE_CHECKS } from '@/lib/practice/exercises/employee-wsdl/server/challenge-checks';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';

// The public list of the Employee service's challenges and the server's checks stay in step: every challenge the page
// shows can be met, and nothing is checked that the page does not show.

describe('Employee service challenges', () => {
  it('are 12, with stable unique ids EMP-C01 to EMP-C12, a title and a description each', () => {
    expect(EMPLOYEE_WSDL_CHALLENGES.map((challenge) => challenge.id)).toEqual(Array.from({ length: 12 }, (_, i) => `EMP-C${String(i + 1).padStart(2, '0')}`));
    for (const challenge of EMPLOYEE_WSDL_CHALLENGES) {
      expect(challenge.title.length).toBeGreaterThan(3);
      expect(challenge.description).toMatch(/^[A-Z].*[.)]$/);
    }
  });

  it('each have exactly one server-side check, and every check a public challenge', () => {
    expect([...CHECKED_CHALLENGE_IDS].sort()).toEqual(EMPLOYEE_WSDL_CHALLENGES.map((challenge) => challenge.id).sort());
    for (const check of EMPLOYEE_WSDL_CHALLENGE_CHECKS) expect(typeof check.metBy).toBe('function');
  });

  it('are what the server registry lists for the exercise', () => {
    expect(SERVER_EXERCISES['employee-wsdl'].challenges).toBe(EMPLOYEE_WSDL_CHALLENGES);
  });
});
