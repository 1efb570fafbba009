import { listSoftwareVersions, ZSoftwareVersion, zPage, type SoftwareVersion } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { SOFTWARE_VERSIONS_KEY } from './keys';

export const SOFTWARE_VERSION_FILTERS = ['channel', 'status'] as const;
const ZPage = zPage(ZSoftwareVersion);

/** The banca's versions as a table; page, sort and filters in the URL. */
export function useSoftwareVersionList() {
  return useListQuery<SoftwareVersion>({
    queryKey: SOFTWARE_VERSIONS_KEY,
    path: listSoftwareVersions.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: SOFTWARE_VERSION_FILTERS,
  });
}
