import { listSoftwareVersions } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { SOFTWARE_VERSIONS_KEY } from './keys';

export const SOFTWARE_VERSION_FILTERS = ['channel', 'status'] as const;

/** The banca's versions as a table; page, sort and filters in the URL. */
export function useSoftwareVersionList() {
  return useEndpointList(listSoftwareVersions, {
    queryKey: SOFTWARE_VERSIONS_KEY,
    filterKeys: SOFTWARE_VERSION_FILTERS,
  });
}
