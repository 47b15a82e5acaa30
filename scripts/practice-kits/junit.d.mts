export interface JunitCase {
  name: string;
  seconds: number;
  outcome: 'passed' | 'failed' | 'skipped';
  /** What a failure said (its message attribute, or the start of its text); empty when it did not fail. */
  message: string;
}

export function readJunit(file: string): JunitCase[];
