import 'server-only';
import type { ComponentsObject, OpenAPIObject, OperationObject, PathItemObject, PathsObject, ResponseObject, TagObject } from 'openapi3-ts/oas31';
import type { Access } from '../api/route';
import { BOOK_LIST_ACCESS } from '../practice/exercises/book-list/server/caller';
import { WSDL_PATH as EMPLOYEE_WSDL_PATH } from '../practice/exercises/employee-wsdl/soap-names';
import { PRACTICE_API_BASE } from '../practice/openapi/security';
import { accessSentence, documentedAccess, securityFor } from './access';

// The practice API document's paths inside the product document (docs/architecture.md#rest-api-document). The
// practice document (lib/practice/openapi/document.ts, /api/practice/v1/openapi.json) stays the learners' contract,
// with its own server, Postman collections and contract tests; the product document takes its paths as they are,
// under their full address (its server, or a path's own server as the SOAP endpoint's), with its components, so one
// reference shows every route of the site and nothing is written twice.

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

interface GroupAccess {
  access: Access;
  /** Where the group's contract is, when OpenAPI is not it. */
  contract?: { url: string; description: string };
}

/**
 * How each of the practice document's groups is called, as its routes tell withRoute. The practice document states
 * only the practice credentials (its readers are learners' tools); the product document adds the session where
 * the route takes it too. A new group must be named here, or the product document is not built.
 */
const GROUPS: Record<string, GroupAccess> = {
  'Book List': { access: BOOK_LIST_ACCESS },
  'Practice inbox': { access: 'learner' },
  'Bug hunt': { access: 'learner' },
  // Public to withRoute, the SOAP route checks the credential itself: a bearer token, or WS-Security in the envelope.
  'Employee service (SOAP)': {
    access: 'practice-token',
    contract: {
      url: EMPLOYEE_WSDL_PATH,
      description: 'This endpoint is a SOAP service: its contract is its WSDL. The OpenAPI entry states only what HTTP sees.',
    },
  },
};

function groupOf(operation: OperationObject): GroupAccess {
  const name = operation.tags?.[0];
  const group = name ? GROUPS[name] : undefined;
  if (!group) throw new Error(`The product document does not know how the practice API's group "${name}" is called (lib/openapi/practice-api.ts).`);
  return group;
}

/** The operation with the product document's statement of access; its own security when it names one (OPTIONS: none). */
function withAccess(operation: OperationObject, group: GroupAccess): OperationObject {
  const own = operation.security;
  const shown: Access = own?.length === 0 ? 'public' : group.access;
  return {
    ...operation,
    description: [accessSentence(shown), group.contract?.description, operation.description].filter(Boolean).join('\n\n'),
    'x-access': documentedAccess(shown),
    security: own ?? securityFor(shown),
    ...(group.contract ? { externalDocs: group.contract } : {}),
  };
}

export interface IncludedPracticeApi {
  tags: TagObject[];
  paths: PathsObject;
  components: ComponentsObject;
}

/** The practice document's paths under their full addresses, each operation stating its access, and its components. */
export function includePracticeApi(practice: OpenAPIObject): IncludedPracticeApi {
  const base = practice.servers?.[0]?.url ?? PRACTICE_API_BASE;
  const paths: PathsObject = {};
  for (const [path, value] of Object.entries(practice.paths ?? {})) {
    const { servers, ...item } = value as PathItemObject;
    const full = `${servers?.[0]?.url ?? base}${path}`;
    const included: PathItemObject = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) included[method] = withAccess(operation, groupOf(operation));
    }
    paths[full] = included;
  }
  const { MethodNotAllowed, ...responses } = (practice.components?.responses ?? {}) as Record<string, ResponseObject>;
  return {
    tags: practice.tags ?? [],
    paths,
    components: {
      ...practice.components,
      responses: { ...responses, ...(MethodNotAllowed ? { PracticeMethodNotAllowed: MethodNotAllowed } : {}) },
    },
  };
}
