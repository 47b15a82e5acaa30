// The storage interface the app uses; today the local disk, later possibly an S3-compatible store.
export * from './local';
