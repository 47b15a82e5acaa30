import { z } from 'zod';
import { EmployeeSchema } from './employee-schemas';
import { seedEmployees } from './seed-employees';

// A learner's staff list: the one practice_state document of this exercise (./state.ts). Employees are kept in id
// order; ids are never reused, so a deleted employee's id stays unknown. `journey` records the steps of the clean
// journey (./completion.ts): a reset brings the seed staff back and clears it.

export const StaffSchema = z.object({
  employees: z.array(EmployeeSchema),
  nextId: z.number().int().positive(),
  journey: z.object({ added: z.boolean(), updated: z.boolean(), deleted: z.boolean() }),
});
export type Staff = z.output<typeof StaffSchema>;

export function seedStaff(): Staff {
  const employees = seedEmployees();
  return { employees, nextId: employees.length + 1, journey: { added: false, updated: false, deleted: false } };
}
