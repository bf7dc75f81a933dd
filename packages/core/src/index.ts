// @fund/core: the platform-neutral domain shared by both mini programs, H5 and the server.
export * from './ports';
export * from './client';
export * from './constants';
export * from './money';
export * from './validate';
export * from './domain';
export * from './pager';
export * from './recent';
export * from './routes';
export * from './api';
export * from './flows';
