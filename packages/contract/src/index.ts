export * from './common.js';
export * from './input.js';
export * from './errors.js';
export * from './auth.js';
export * from './constants.js';
export * from './profile.js';
export * from './onboarding.js';
export * from './media.js';
