import { z } from 'zod';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { SchemaComponents } from '@/lib/practice/openapi/zod-components';
import { BookInputSchema, BookListSchema, BookSchema } from '../book-schemas';
import { ProblemSchema } from '../problem-schema';
import { ReviewInputSchema, ReviewListSchema, ReviewSchema } from '../review-schemas';

// The document's schemas (docs/practice/book-list.md#api-contract): the very zod schemas the handlers parse bodies
// with and answer in, converted by zod itself; what a client sends in their input form, what the server answers in
// their output form. The `xml` hints say how the XML representation names its elements (server/http/representation.ts).

/** A merge patch (RFC 7396) of a book: any writable field, or null to remove it; the result is checked as BookInput. */
const BookMergePatchSchema = z
  .strictObject(Object.fromEntries(Object.entries(BookInputSchema.shape).map(([name, field]) => [name, field.nullable().optional()])))
  .meta({
    id: 'BookMergePatch',
    description: 'A JSON Merge Patch (RFC 7396): each member sets that field, null removes it. The merged book must be a valid BookInput (422 otherwise).',
  });

/** OPTIONS answers which methods a path takes, in words as well as in Allow. */
const AllowedMethodsSchema = z.object({ message: z.string().meta({ examples: ['Allowed methods: GET, HEAD, POST, OPTIONS.'] }) }).meta({ id: 'AllowedMethods' });

const ELEMENTS: Record<string, SchemaObject['xml']> = {
  Book: { name: 'book' },
  BookInput: { name: 'book' },
  BookList: { name: 'books', wrapped: true },
  Review: { name: 'review' },
  ReviewInput: { name: 'review' },
  ReviewList: { name: 'reviews', wrapped: true },
  Problem: { name: 'problem', namespace: 'urn:ietf:rfc:7807' },
};

/** <tags><tag>api</tag>…</tags>: a list is one element holding one child per item. */
function tagsAsElements(schema: SchemaObject): void {
  const tags = schema.properties?.tags as SchemaObject | undefined;
  if (!tags) return;
  tags.xml = { wrapped: true };
  (tags.items as SchemaObject).xml = { name: 'tag' };
}

export function bookListSchemas(): Record<string, SchemaObject> {
  const components = new SchemaComponents();
  components.add(BookSchema, 'output');
  components.add(BookListSchema, 'output');
  components.add(BookInputSchema, 'input');
  components.add(BookMergePatchSchema, 'input');
  components.add(ReviewSchema, 'output');
  components.add(ReviewListSchema, 'output');
  components.add(ReviewInputSchema, 'input');
  components.add(ProblemSchema, 'output');
  components.add(AllowedMethodsSchema, 'output');
  const { schemas } = components;
  for (const [id, xml] of Object.entries(ELEMENTS)) schemas[id].xml = xml;
  for (const id of ['Book', 'BookInput']) tagsAsElements(schemas[id]);
  return schemas;
}
