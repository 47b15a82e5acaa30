import fs from 'node:fs';
import path from 'node:path';

// The route files under app/api as the server has them (docs/architecture.md#rest-api-document): each file's URL
// template, the HTTP methods it implements and, where its source says, the access each method declares to withRoute.
// Read from the source text, as tests/integration/api-methods.test.ts reads the implemented methods, so the walk costs
// no import of a route (and no database).

export interface ApiRoute {
  /** The route file, relative to the repository. */
  file: string;
  /** The URL template, dynamic segments as OpenAPI writes them: /api/ads/{id}; a catch-all ends in {...all}. */
  template: string;
  /** The methods the file implements itself: GET, POST, …, and HEAD when it exports its own. */
  methods: string[];
  /** Whether the file exports OPTIONS (otherMethods answers it for every route). */
  options: boolean;
  /** Per method, the access its handler declares; absent when the source does not say (a handler of its own). */
  access: Record<string, string>;
}

const IMPLEMENTABLE = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Route helpers that wrap withRoute with a fixed access, or handlers made elsewhere: the name → that access. */
export type RouteHelpers = Record<string, string>;

function routeFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function templateOf(file: string): string {
  const folder = path.dirname(file).split(path.sep).join('/');
  const url = folder.slice(folder.indexOf('/api'));
  return url.replace(/\[\.\.\.([^\]]+)\]/g, '{...$1}').replace(/\[([^\]]+)\]/g, '{$1}');
}

/** The access of `method`'s handler: withRoute's literal `access`, a helper's, or the GET's for `HEAD = GET`. */
function accessOf(source: string, method: string, helpers: RouteHelpers): string | undefined {
  // withRoute's call or the lab's (practiceRoute), or that call inside the after-write hook (lib/progress/practice-write-hook.ts).
  const direct = new RegExp(`^export const ${method} = (?:withPracticeWriteHook\\(\\s*)?(?:withRoute|practiceRoute)\\(\\s*\\{\\s*access: '([a-z-]+)'`, 'm').exec(source);
  if (direct) return direct[1];
  const alias = new RegExp(`^export const ${method} = ([A-Z]+);`, 'm').exec(source);
  if (alias) return accessOf(source, alias[1], helpers);
  const helper = new RegExp(`^export const ${method} = (\\w+)\\(`, 'm').exec(source);
  if (helper) return helpers[helper[1]];
  // A handler made elsewhere and exported as it is (the login's, which the fast path calls too).
  const handler = new RegExp(`^export const ${method} = (\\w+);`, 'm').exec(source);
  return handler ? helpers[handler[1]] : undefined;
}

/** A route file that only mounts route-table entries (the practice catch-all, the one-line lab routes): its routes are the tables'. */
const MOUNTS_TABLE = /^export const \{[^}]*\} = (?:mountedPracticeRoute|practiceCatchAll)\(/m;

export function apiRoutes(root: string, helpers: RouteHelpers): ApiRoute[] {
  return routeFiles(path.join(root, 'app', 'api'))
    .sort()
    .filter((full) => !MOUNTS_TABLE.test(fs.readFileSync(full, 'utf8')))
    .map((full) => {
      const source = fs.readFileSync(full, 'utf8');
      const methods = IMPLEMENTABLE.filter((method) => new RegExp(`^export (const|async function|function) ${method}\\b`, 'm').test(source));
      const access: Record<string, string> = {};
      for (const method of methods) {
        const found = accessOf(source, method, helpers);
        if (found) access[method] = found;
      }
      const options = /^export const \{[^}]*\bOPTIONS\b[^}]*\}/m.test(source);
      return { file: path.relative(root, full).split(path.sep).join('/'), template: templateOf(full), methods, options, access };
    });
}

/** A route table's entry (lib/practice/routes/table.ts): its path, and its handlers, each carrying withRoute's `access`. */
export interface TableEntry {
  path: string;
  handlers: Partial<Record<string, { access?: string }>>;
}

/**
 * The route tables' entries as the walk sees route files: the methods each implements, and the access each handler
 * declared to withRoute (withRoute keeps it on the handler). `file` names the entry, served through the file that
 * mounts it.
 */
export function tableApiRoutes(entries: readonly TableEntry[], { ownCredential = [] }: { ownCredential?: readonly string[] } = {}): ApiRoute[] {
  return entries.map((entry) => {
    const methods = IMPLEMENTABLE.filter((method) => entry.handlers[method]);
    const access: Record<string, string> = {};
    // A route that checks its caller's credential itself declares 'public' to withRoute: its access is not read.
    if (!ownCredential.includes(entry.path)) for (const method of methods) {
      const declared = entry.handlers[method]?.access;
      if (declared) access[method] = declared;
    }
    const template = entry.path.replace(/\[([^\]]+)\]/g, '{$1}');
    return { file: `route table: ${entry.path}`, template, methods, options: true, access };
  });
}

/** The literal `access: '…'` of the withRoute call in a helper's source (e.g. bankRoute's). */
export function accessInHelper(root: string, file: string): string {
  const found = /(?:withRoute|practiceRoute)\(\{\s*access: '([a-z-]+)'/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
  if (!found) throw new Error(`${file} declares no literal access.`);
  return found[1];
}

/**
 * The route a documented path is served by, as Next routes it: the file whose template is the path, else a
 * catch-all whose prefix the path extends with literal segments.
 */
export function routeServing(documentedPath: string, routes: readonly ApiRoute[]): ApiRoute | undefined {
  const exact = routes.find((route) => route.template === documentedPath);
  if (exact) return exact;
  return routes.find((route) => {
    const catchAll = route.template.match(/^(.*)\/\{\.\.\.[^}]+\}$/);
    if (!catchAll) return false;
    const rest = documentedPath.slice(catchAll[1].length);
    return documentedPath.startsWith(`${catchAll[1]}/`) && rest.length > 1 && !rest.includes('{');
  });
}

const DOCUMENT_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

export interface DocumentedOperation {
  path: string;
  method: string;
  operation: Record<string, unknown>;
}

/** Every operation of an OpenAPI document, with its path and its method in upper case. */
export function documentedOperations(document: { paths?: Record<string, Record<string, unknown>> }): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([documentedPath, item]) =>
    DOCUMENT_METHODS.filter((method) => item[method]).map((method) => ({ path: documentedPath, method: method.toUpperCase(), operation: item[method] as Record<string, unknown> })),
  );
}

/** Each method a route file implements that no documented path served by that file states: "GET /api/…". */
export function undocumentedRoutes(routes: readonly ApiRoute[], operations: readonly DocumentedOperation[]): string[] {
  const documented = new Set(operations.map(({ path: documentedPath, method }) => `${routeServing(documentedPath, routes)?.file} ${method}`));
  return routes.flatMap((route) => route.methods.filter((method) => !documented.has(`${route.file} ${method}`)).map((method) => `${method} ${route.template}`));
}

/**
 * Each documented operation no route answers: a path no route file serves, or a method its file does not take.
 * HEAD is answered wherever GET is (Next runs the GET handler), OPTIONS wherever the file exports it.
 */
export function unservedOperations(routes: readonly ApiRoute[], operations: readonly DocumentedOperation[]): string[] {
  return operations
    .filter(({ path: documentedPath, method }) => {
      const route = routeServing(documentedPath, routes);
      if (!route) return true;
      if (method === 'OPTIONS') return !route.options;
      if (method === 'HEAD') return !route.methods.includes('HEAD') && !route.methods.includes('GET');
      return !route.methods.includes(method);
    })
    .map(({ path: documentedPath, method }) => `${method} ${documentedPath}`);
}
