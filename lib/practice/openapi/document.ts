import 'server-only';
import type { ComponentsObject, OpenAPIObject, ResponseObject } from 'openapi3-ts/oas31';
import { stringify } from 'yaml';
import { bugHuntApiPart } from '../bug-hunt/openapi';
import { SERVER_EXERCISES } from '../server-registry';
import type { PracticeApiPart } from './api-part';
import { PRACTICE_API_BASE, PRACTICE_SECURITY, SECURITY_SCHEMES } from './security';
import { codeDerived } from '../../cache/process-singleton';

// The OpenAPI 3.1 document of the practice API (docs/architecture.md#api-contract), served at
// /api/practice/v1/openapi.json and .yaml. Built at run time from the exercises' parts, which are built from the
// zod schemas their handlers parse with, so the document cannot fall behind the code; built once per process
// (the code does not change while it runs) and kept in memory.

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

/** Every exercise's part, in the registry's order, then the lab's own (the bug hunt). */
function registeredParts(): PracticeApiPart[] {
  return [...Object.values(SERVER_EXERCISES).flatMap((entry) => (entry.apiContract ? [entry.apiContract()] : [])), bugHuntApiPart()];
}

function document(): { json: string; yaml: string; document: OpenAPIObject } {
  return codeDerived('practice-api-document', () => {
    const value = buildPracticeApiDocument(registeredParts());
    return { document: value, json: JSON.stringify(value), yaml: stringify(value, { aliasDuplicateObjects: false, lineWidth: 0 }) };
  });
}

/** The practice API document (a shared object: read it, never change it). */
export const practiceApiDocument = (): OpenAPIObject => document().document;

export const practiceApiJson = (): string => document().json;

export const practiceApiYaml = (): string => document().yaml;
