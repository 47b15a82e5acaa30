import 'server-only';
import type { PlantedDefect } from '../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
export const GROCERY_DEFECTS: readonly PlantedDefect[] = [];
