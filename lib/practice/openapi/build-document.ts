import 'server-only';
import type { ComponentsObject, OpenAPIObject, ResponseObject } from 'openapi3-ts/oas31';
import type { PracticeApiPart } from './api-part';
import { PRACTICE_API_BASE, PRACTICE_SECURITY, SECURITY_SCHEMES } from './security';

// The practice API document built from given parts (./document.ts serves the one of every registered part). Apart
// from the registry, so an exercise's own download (Book List's Postman collection) can build from its part alone:
// the registry imports the exercises' routes, which serve that download.

type Section = 'schemas' | 'responses' | 'headers' | 'parameters';
const SECTIONS: Section[] = ['schemas', 'responses', 'headers', 'parameters'];

/** Adds `from` to `into`, refusing a name two parts use: the document has one namespace. */
function mergeInto<T>(into: Record<string, T>, from: Record<string, T> | undefined, what: string): void {
  for (const [name, value] of Object.entries(from ?? {})) {
    if (name in into) throw new Error(`Two practice API parts define ${what} ${name}.`);
    into[name] = value;
  }
}

/**
 * The one 405 response of the document (the contract check holds every path's 405 to it): each part states the media
 * types its own routes refuse with (Book List's problem details, the lab's JSON), so their content maps are joined.
 */
function withMethodNotAllowed(known: ResponseObject | undefined, added: ResponseObject): ResponseObject {
  if (!known) return added;
  for (const type of Object.keys(added.content ?? {})) if (type in (known.content ?? {})) throw new Error(`Two practice API parts define a 405 in ${type}.`);
  return { ...known, content: { ...known.content, ...added.content } };
}

export function buildPracticeApiDocument(parts: readonly PracticeApiPart[]): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  const components: Required<Pick<ComponentsObject, Section>> = { schemas: {}, responses: {}, headers: {}, parameters: {} };
  for (const part of parts) {
    mergeInto(paths, part.paths, 'the path');
    const { MethodNotAllowed: notAllowed, ...responses } = part.components.responses ?? {};
    for (const section of SECTIONS) {
      mergeInto(components[section] as Record<string, unknown>, section === 'responses' ? responses : part.components[section], `the ${section} entry`);
    }
    if (notAllowed) components.responses.MethodNotAllowed = withMethodNotAllowed(components.responses.MethodNotAllowed as ResponseObject | undefined, notAllowed as ResponseObject);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QA Academy practice API',
      version: 'v1',
      description:
        'The REST APIs of the QA Academy practice lab, to test with any HTTP client. Every call needs a practice credential: a personal access token, or an OAuth access token from the client credentials grant, ' +
        'sent as `Authorization: Bearer <token>`. Each learner sees only their own data; every learner may send 200 requests every 10 s ' +
        '(the `RateLimit-*` headers say where they stand, and past it the answer is 429 with `Retry-After`). ' +
        'A method a path does not take is answered 405 with `Allow` (`components.responses.MethodNotAllowed`).',
      // Licensed to the school's learners; the link stays on this site (an SPDX identifier would send Swagger UI's link away).
      license: { name: 'For QA Academy learners', url: '/practice' },
    },
    servers: [{ url: PRACTICE_API_BASE, description: 'This site' }],
    security: PRACTICE_SECURITY,
    tags: parts.map((part) => part.tag),
    paths,
    components: { ...components, securitySchemes: SECURITY_SCHEMES },
  };
}
