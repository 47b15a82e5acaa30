// Vitest runs outside React Server Components; 'server-only' would throw there, so it is stubbed.
export {};
