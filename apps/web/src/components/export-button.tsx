import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/browser';
import { getErrorMessage } from '@/lib/errors';
import type { Params } from '@/lib/http';
import { notify } from '@/lib/notify';

/** `attachment; filename="leads-2026-11-28.csv"` → `leads-2026-11-28.csv`. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * "Export CSV": downloads what the list shows (its filters, every page) as a spreadsheet file.
 * `what` names the list for screen readers ("Export leads as CSV").
 */
export function ExportButton({
  url,
  params,
  what,
}: {
  url: string;
  params?: Params;
  what: string;
}) {
  const download = useMutation({
    mutationFn: async () => {
      // As text: the XHR decoder drops the byte-order mark, which spreadsheets need for UTF-8.
      const response = await api.get<string>(url, { params });
      const csv = new Blob([`\uFEFF${response.data.replace(/^\uFEFF/, '')}`], {
        type: 'text/csv;charset=utf-8',
      });
      saveBlob(csv, fileNameOf(response.headers.get('content-disposition'), `${what}.csv`));
    },
    onError: (error) => notify.error(getErrorMessage(error)),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Export ${what} as CSV`}
    >
      Export CSV
    </Button>
  );
}
