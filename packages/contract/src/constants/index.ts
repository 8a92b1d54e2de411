/*
 * `@nethub/contract/constants`: the contract's values and wording without zod — page sizes,
 * limits, the spec's lists and messages, error codes, and the real-time wire's events and
 * payload types. Screens that need a value but no schema import from here, so the first load
 * stays free of zod; the main entry re-exports all of it beside the schemas.
 */
export * from './spec.js';
export * from './errors.js';
export * from './paging.js';
export * from './people.js';
export * from './currency.js';
export * from './media-limits.js';
export * from './chat.js';
export * from './connections.js';
export * from './realtime.js';
export * from './wire.js';
export * from './notifications.js';
export * from './groups.js';
export * from './leads.js';
export * from './rewards.js';
export * from './sales.js';
export * from './posts.js';
export * from './account.js';
// Input hygiene (no zod): the web client's API layer and redirect guard are in the first load.
export * from '../input.js';
export * from './search.js';
