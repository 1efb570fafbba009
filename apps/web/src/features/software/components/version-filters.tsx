import { SOFTWARE_CHANNEL_LABELS, SOFTWARE_CHANNELS, type SoftwareVersion } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { statusOptions } from '@/components/status-chip';

/** Channel and state of the versions. */
export function VersionFilters({ list }: { list: ListQuery<SoftwareVersion> }) {
  return (
    <>
      <ListSelectFilter
        list={list}
        filter="channel"
        label="Canal"
        options={SOFTWARE_CHANNELS.map((channel) => ({ value: channel, label: SOFTWARE_CHANNEL_LABELS[channel] }))}
      />
      <ListSelectFilter list={list} filter="status" label="Estado" options={statusOptions('software')} />
    </>
  );
}
