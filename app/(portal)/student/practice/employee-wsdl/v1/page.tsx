import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { EmployeeWsdlExercise } from '@/lib/practice/exercises/employee-wsdl/ui/employee-wsdl-exercise';

export const metadata: Metadata = { title: 'Employee SOAP Service Practice' };

/** /student/practice/employee-wsdl/v1 (docs/practice/employee-wsdl.md). */
export default function EmployeeWsdlPracticeV1() {
  return (
    <ExercisePage exercise="employee-wsdl" version="v1">
      <EmployeeWsdlExercise />
    </ExercisePage>
  );
}
