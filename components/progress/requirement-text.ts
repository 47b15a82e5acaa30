import type { Requirement } from '@/lib/progress/course-progress';

// One line per requirement of a certificate rule (docs/product.md#certificates): what it asks, and what is left.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function requirementLabel(item: Requirement): string {
  switch (item.kind) {
    case 'topics':
      return item.need === 0 ? 'Read every topic (the course has none yet)' : `Read all ${plural(item.need, 'topic', 'topics')} (you mark them read)`;
    case 'videos':
      return `Watch ${item.need}% of the training videos (measured by the server's playback clock)`;
    case 'exercises':
      return `Complete ${plural(item.need, 'practice exercise', 'practice exercises')}`;
    case 'defects':
      return `Find ${plural(item.need, 'planted defect', 'planted defects')}`;
    case 'challenges':
      return `Meet ${plural(item.need, 'API challenge', 'API challenges')}`;
    case 'suite':
      return `Score ${item.percent ?? 0}% or more with your own test suite on ${plural(item.need, 'exercise', 'exercises')}`;
  }
}

export function requirementLeft(item: Requirement): string {
  if (!item.applicable) return 'Not applicable: this course has no training videos yet';
  if (item.met) return 'Done';
  const left = Math.max(0, item.need - item.have);
  switch (item.kind) {
    case 'topics':
      return item.need === 0 ? 'Waiting for topics' : `${plural(left, 'topic', 'topics')} left`;
    case 'videos':
      return `${item.have}% watched, ${left}% to go`;
    case 'exercises':
      return `${plural(left, 'exercise', 'exercises')} left`;
    case 'defects':
      return `${plural(left, 'defect', 'defects')} left`;
    case 'challenges':
      return `${plural(left, 'challenge', 'challenges')} left`;
    case 'suite':
      return `${plural(left, 'exercise', 'exercises')} left`;
  }
}
