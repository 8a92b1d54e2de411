/** The connection tabs of spec §3, in order: All is no status filter. */
export const CONNECTION_TABS = [
  { label: 'All', status: undefined },
  { label: 'Connections', status: 'CONNECTED' },
  { label: 'Pending', status: 'REQUESTED' },
  { label: 'Rejected', status: 'REJECTED' },
] as const;
