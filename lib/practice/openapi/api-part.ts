import type { ComponentsObject, PathsObject, TagObject } from 'openapi3-ts/oas31';

// One exercise's share of the practice API document (docs/architecture.md#api-contract): its paths under
// /api/practice/v1 (written relative to it; a path elsewhere names its own `servers`, as the SOAP service's does), the
// components they use, and one tag. An exercise with a REST API
// builds its part from the zod schemas its handlers use and hands it to the server registry (its server entry's
// `apiContract`); ./document.ts gathers every part, so no lab-wide file names an exercise.

export interface PostmanDownloads {
  /** GET: the Postman collection (v2.1) generated from this part. */
  collection: string;
  /** GET: its environment (`baseUrl`, `token`). */
  environment: string;
}

export interface PracticeApiPart {
  tag: TagObject & { 'x-postman'?: PostmanDownloads };
  paths: PathsObject;
  components: Pick<ComponentsObject, 'schemas' | 'responses' | 'headers' | 'parameters'>;
}
