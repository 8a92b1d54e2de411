import type { Country, Region } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';

/** Reference data shared by the profile and settings forms. */
export const locationKeys = {
  countries: ['locations', 'countries'] as const,
  regions: (countryId: string, name: string) => ['locations', 'regions', countryId, name] as const,
};

export const getCountries = async () =>
  unwrap(await api.get<Envelope<Country[]>>('/locations/countries/suggestion'));

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.countries,
    queryFn: getCountries,
    staleTime: 60 * 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

/** At most 50 regions, sorted by name: a member types to narrow a long list. */
export const getRegions = async (countryId: string, name: string) =>
  unwrap(
    await api.get<Envelope<Region[]>>('/locations/regions/suggestion', {
      params: { countryId, name },
    }),
  );

export const regionsQueryOptions = (countryId: string, name = '') =>
  queryOptions({
    queryKey: locationKeys.regions(countryId, name),
    queryFn: () => getRegions(countryId, name),
    staleTime: 60 * 60_000,
    enabled: !!countryId,
    placeholderData: keepPreviousData,
  });

export const useRegions = (countryId: string, name = '') =>
  useQuery(regionsQueryOptions(countryId, name));
