import type { Organization } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

/** GET /organization/mine: the organisations I run; an owner usually has exactly one. */
export const getMyOrganizations = async () =>
  unwrap(await api.get<Envelope<{ rows: Organization[] }>>('/organization/mine'));

/** The first organisation I run, or `null` when I run none. */
export const myOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.mine,
    queryFn: async (): Promise<Organization | null> => (await getMyOrganizations()).rows[0] ?? null,
  });

/**
 * The signed-in owner's organisation (`data`: the organisation, or `null` when the account runs
 * none). Inside `ConsoleLayout` it is already loaded: the layout renders its content only once
 * the organisation is known.
 */
export const useMyOrganization = ({ enabled = true } = {}) =>
  useQuery({ ...myOrganizationQueryOptions(), enabled });
