import 'server-only';
import type { ComponentsObject, OpenAPIObject, OperationObject, PathItemObject, PathsObject, ResponseObject, TagObject } from 'openapi3-ts/oas31';
import type { Access } from '../api/route';
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
  /** A group whose contract is not OpenAPI: what the contract is, found at the path with this query. */
  contract?: { query: string; description: string };
}

/**
 * How each of the practice document's groups (its tags) is called, as its routes declare it to withRoute; the
 * route walk (tests/unit/openapi/route-walk.test.ts) holds each operation to its route's declaration. The practice
 * document states only the practice credentials (its readers are learners' tools); the product document adds the
 * session where the route takes it too. A group not named here stops the build, so a new one is never documented
 * with a guess.
 */
const GROUPS: Record<string, GroupAccess> = {
  'Book List': { access: 'practice-token' },
  'Practice inbox': { access: 'learner' },
  'Bug hunt': { access: 'learner' },
  'Suite score': { access: 'learner' },
  // Public to withRoute, the SOAP route checks the credential itself: a bearer token, or WS-Security in the envelope.
  'Employee service (SOAP)': {
    access: 'practice-token',
    contract: { query: '?wsdl', description: 'This endpoint is a SOAP service: its contract is its WSDL. The OpenAPI entry states only what HTTP sees.' },
  },
};

function groupOf(operation: OperationObject): GroupAccess {
  const name = operation.tags?.[0];
  const group = name ? GROUPS[name] : undefined;
  if (!group) throw new Error(`The product document does not know how the practice API's group "${name}" is called (lib/openapi/practice-api.ts).`);
  return group;
}

/** The operation at `path` with the product document's statement of access; its own security when it names one (OPTIONS: none). */
function withAccess(operation: OperationObject, path: string, group: GroupAccess): OperationObject {
  const own = operation.security;
  const shown: Access = own?.length === 0 ? 'public' : group.access;
  const contract = group.contract ? { url: `${path}${group.contract.query}`, description: group.contract.description } : undefined;
  return {
    ...operation,
    description: [accessSentence(shown), contract?.description, operation.description].filter(Boolean).join('\n\n'),
    'x-access': documentedAccess(shown),
    security: own ?? securityFor(shown),
    ...(contract ? { externalDocs: contract } : {}),
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
      if (operation) included[method] = withAccess(operation, full, groupOf(operation));
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
