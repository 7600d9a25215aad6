export * from './analytics';
export * from './auth';
export * from './blog';
export * from './blog-images';
export * from './deliveries';
export * from './jobs';
export * from './leads';
export * from './site';
