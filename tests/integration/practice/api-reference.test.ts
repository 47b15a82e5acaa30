import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GET as swaggerUiAsset } from '@/app/api/docs-ui/[asset]/route';
import { GET as openapiJson } from '@/app/api/practice/v1/openapi.json/route';
import { GET as openapiYaml } from '@/app/api/practice/v1/openapi.yaml/route';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';

// docs/architecture.md#api-contract: the practice API's OpenAPI document, served in JSON and YAML to anyone (no
// credential: tools read it first), revalidated by its ETag; and Swagger UI's files, served from the installed
// package for the reference page (/practice/api-docs), nothing else.

setupFreshDatabase();

describe('the OpenAPI document', () => {
  it('is served as JSON and as YAML, the same document, to a caller without credentials', async () => {
    const json = await call(openapiJson, { method: 'GET', path: '/api/practice/v1/openapi.json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(json.json).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/practice/v1' }] });
    const yaml = await call(openapiYaml, { method: 'GET', path: '/api/practice/v1/openapi.yaml' });
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(parse(yaml.json)).toEqual(json.json);
  });

  it('answers 304 to a copy that is current', async () => {
    const first = await call(openapiJson, { method: 'GET', path: '/api/practice/v1/openapi.json' });
    const again = await call(openapiJson, { method: 'GET', path: '/api/practice/v1/openapi.json', headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
    expect((await call(openapiJson, { method: 'GET', path: '/api/practice/v1/openapi.json', headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  });
});

describe('Swagger UI\'s files', () => {
  const asset = (name: string, headers: Record<string, string> = {}) => call(swaggerUiAsset, { method: 'GET', path: `/api/docs-ui/${name}`, params: { asset: name }, headers });

  it('serves the bundle and the stylesheet from the installed package, cached by version', async () => {
    const script = await asset('swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(String(script.json)).toContain('SwaggerUIBundle');
    const css = await asset('swagger-ui.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('etag')).toMatch(/^"swagger-ui-dist-\d+\.\d+\.\d+"$/);
    expect((await asset('swagger-ui.css', { 'if-none-match': css.headers.get('etag')! })).status).toBe(304);
  });

  it('serves nothing else: any other name is 404', async () => {
    for (const name of ['index.html', '..%2Fpackage.json', 'swagger-ui.js']) expect((await asset(name)).status, name).toBe(404);
  });
});
