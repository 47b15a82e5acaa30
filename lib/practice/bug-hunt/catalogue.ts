import 'server-only';
import type { PlantedDefect } from '../defects/types';
import type { HostedExercise } from '../registry';
import { DEFECT_CATALOGUE, SERVER_EXERCISES } from '../server-registry';
import type { ReportArea } from '../task-sheet-types';

// The bug hunt's view of the server registry (docs/architecture.md#bug-hunt): defects by id and each exercise's report
// areas. It names no exercise; server-only, like the catalogue.

const BY_ID = new Map(DEFECT_CATALOGUE.map((defect) => [defect.id, defect]));

export const defectById = (id: string): PlantedDefect | null => BY_ID.get(id) ?? null;

export const reportAreasOf = (exercise: HostedExercise): readonly ReportArea[] => SERVER_EXERCISES[exercise].taskSheet.reportAreas;
