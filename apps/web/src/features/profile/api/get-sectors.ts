// Shared with the member filters of other features, so the fetcher lives in lib.
export { getSectors, sectorsQueryOptions, useSectors } from '@/lib/sectors';
