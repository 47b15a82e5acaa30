// Which route a handler was exported from, so `call` (./http.ts) can hold its reply to the product's OpenAPI document
// (docs/architecture.md#rest-api-document). The integration project's Vite plugin (vitest.config.ts, tagRouteModules)
// appends a call of tagRouteModule to every app/api/**/route.ts as Vitest loads it; the app itself is untouched.

const templates = new WeakMap<object, string>();

/** Records `template` (e.g. /api/users/{userId}) as the route of each handler the module exports. */
export function tagRouteModule(template: string, handlers: Record<string, unknown>): void {
  for (const handler of Object.values(handlers)) if (typeof handler === 'function') templates.set(handler, template);
}

/** The route a handler was exported from, in the document's path syntax; undefined for a handler of no route file. */
export function routeTemplateOf(handler: object): string | undefined {
  return templates.get(handler);
}
