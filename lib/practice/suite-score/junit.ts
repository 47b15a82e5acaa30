import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SUITE_SCORE_FIGURES } from './figures';

// The failed tests' names in a JUnit XML report (Surefire's format, which Playwright, pytest, newman and most runners
// write): every <testcase> with a <failure> or <error>. Entities are not expanded and the text is bounded before it
// gets here, so a report cannot make the parser do more than read it once.

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: false, isArray: (name) => name === 'testcase' || name === 'testsuite' });

type Node = Record<string, unknown>;

function testcasesIn(node: unknown, into: Node[]): void {
  if (Array.isArray(node)) {
    for (const item of node) testcasesIn(item, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'testcase') for (const testcase of value as Node[]) into.push(testcase && typeof testcase === 'object' ? testcase : {});
    else if (!key.startsWith('@')) testcasesIn(value, into);
  }
}

const nameOf = (testcase: Node) => {
  const name = typeof testcase['@name'] === 'string' ? testcase['@name'] : '(unnamed)';
  const owner = typeof testcase['@classname'] === 'string' && testcase['@classname'] ? `${testcase['@classname']} › ` : '';
  return `${owner}${name}`.slice(0, SUITE_SCORE_FIGURES.failedTestNameMax);
};

/** The failed tests' names; null when the text is not well-formed XML. */
export function failedTestsOf(xml: string): string[] | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const testcases: Node[] = [];
  testcasesIn(parser.parse(xml), testcases);
  const failed = testcases.filter((testcase) => 'failure' in testcase || 'error' in testcase).map(nameOf);
  return [...new Set(failed)].slice(0, SUITE_SCORE_FIGURES.failedTestsKept);
}
