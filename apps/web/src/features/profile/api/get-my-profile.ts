import { useQuery } from '@tanstack/react-query';
import { getMyProfile, myProfileQueryOptions } from '@/lib/preferences';

// The fetcher lives with the account keys: the header reads the same query for the photo.
export { getMyProfile, myProfileQueryOptions };

export const useMyProfile = () => useQuery(myProfileQueryOptions());
