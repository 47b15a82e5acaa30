export function pageForm(html: string): string;
export function formDifference(form: string, other: string): string | null;
