import { practiceApiDocument } from '@/lib/practice/openapi/document';
import { assertKeepsContract, OpenApiContract, type ContractReply, type ContractRequest } from './contract-check';

// The practice API's contract check (./contract-check.ts holds the check itself, docs/architecture.md#api-contract).

export { assertKeepsContract, OpenApiContract, type ContractReply, type ContractRequest } from './contract-check';

let practice: OpenApiContract | null = null;

/** The practice API's own document, as the app serves it: every reply of its integration tests is held to it. */
export function assertKeepsPracticeContract(request: ContractRequest, reply: ContractReply): void {
  practice ??= new OpenApiContract(practiceApiDocument());
  assertKeepsContract(practice, request, reply);
}
