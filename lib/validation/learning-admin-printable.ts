import 'server-only';
import { unprintableCharacters } from '../certificates/pdf-coverage';
import { courseTitleSchemaWith } from './learning-admin';

// The course title rule as the server applies it: the form's rule (./learning-admin.ts) and, since a course's title
// prints on its certificates, no character the certificate's fonts lack. The fonts' coverage is read from the font
// files on the server, so the browser's form shows this refusal from the 400 reply, under the title field.
export const printableCourseTitleSchema = courseTitleSchemaWith(unprintableCharacters);
