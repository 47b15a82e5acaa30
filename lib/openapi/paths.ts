// Where the product API's document and its reference live (docs/architecture.md#rest-api-document): plain values,
// safe for the page and the footer as for the server.

export const PRODUCT_API_DOCUMENT_PATH = '/api/openapi.json';
export const PRODUCT_API_REFERENCE_PATH = '/api-docs';
