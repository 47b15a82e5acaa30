export * from './auth';
export * from './courses';
export * from './content';
export * from './payments';
export * from './security';
export * from './captcha';
export * from './sync';
export * from './practice';
