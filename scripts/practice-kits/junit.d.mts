export interface JunitCase {
  name: string;
  seconds: number;
  outcome: 'passed' | 'failed' | 'skipped';
}

export function readJunit(file: string): JunitCase[];
