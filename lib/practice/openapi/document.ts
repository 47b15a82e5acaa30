import 'server-only';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { stringify } from 'yaml';
import { bugHuntApiPart } from '../bug-hunt/openapi';
import { SERVER_EXERCISES } from '../server-registry';
import { suiteScoreApiPart } from '../suite-score/openapi';
import type { PracticeApiPart } from './api-part';
import { buildPracticeApiDocument } from './build-document';
import { codeDerived } from '../../cache/process-singleton';

// The OpenAPI 3.1 document of the practice API (docs/architecture.md#api-contract), served at
// /api/practice/v1/openapi.json and .yaml. Built at run time from the exercises' parts, which are built from the
// zod schemas their handlers parse with, so the document cannot fall behind the code; built once per process
// (the code does not change while it runs) and kept in memory.

/** Every exercise's part, in the registry's order, then the lab's own (the bug hunt, the suite score). */
function registeredParts(): PracticeApiPart[] {
  return [...Object.values(SERVER_EXERCISES).flatMap((entry) => (entry.apiContract ? [entry.apiContract()] : [])), bugHuntApiPart(), suiteScoreApiPart()];
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
