export * from './common.js';
export * from './errors.js';
export * from './auth.js';
export * from './constants.js';
