export const NOTICE_MSG = {
  ids: 'ids must be a list of up to 50 notice ids (whole numbers), or left out to mark every notice read.',
} as const;
