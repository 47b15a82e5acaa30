import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode): none yet. They come in a later step of issue 22;
// the handlers read bug mode in one place for them (./server/bug-mode.ts).
export const BOOK_LIST_DEFECTS: readonly PlantedDefect[] = [];
