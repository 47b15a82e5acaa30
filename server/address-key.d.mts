export function addressKey(address: string | undefined | null): string;
