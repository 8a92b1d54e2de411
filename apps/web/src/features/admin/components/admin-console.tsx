import { Alert, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { useAdminAccess, useOpenReportCount } from '../api/admin-api';
import { AccountsPanel } from './accounts-panel';
import { AuditPanel } from './audit-panel';
import { OrganizationsPanel } from './organizations-panel';
import { ReportsPanel } from './reports-panel';
import { Badge } from '@/components/badge';

export const ADMINS_ONLY = 'This area is for platform administrators';

const TABS = ['accounts', 'reports', 'organisations', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** /admin: the platform administrators' console (ADR 023); `?tab=` picks the section. */
export function AdminConsole() {
  const access = useAdminAccess();
  const openReports = useOpenReportCount({ enabled: access.data?.isAdmin === true });
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'accounts';

  if (access.isPending) return <PageLoader inline label="Loading" />;
  if (access.isError)
    return <RetryAlert error={access.error} onRetry={() => void access.refetch()} />;
  if (!access.data.isAdmin)
    return (
      <Stack>
        <PageTitle title="Platform administration" />
        <Alert color="gray" icon={<IconLock aria-hidden />}>
          {ADMINS_ONLY}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <PageTitle
        title="Platform administration"
        description="Accounts, reports, organisations and the record of every administrator action."
      />
      {openReports.data !== undefined && (
        <Alert color={openReports.data > 0 ? 'orange' : 'gray'} variant="light">
          {openReports.data === 0
            ? 'No reports are waiting.'
            : `${openReports.data} open report${openReports.data === 1 ? '' : 's'} waiting for an administrator.`}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'accounts' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="accounts">Accounts</Tabs.Tab>
          <Tabs.Tab
            value="reports"
            rightSection={
              openReports.data ? (
                <Badge size="sm" tone="danger" strong>
                  {openReports.data}
                  <VisuallyHidden> open</VisuallyHidden>
                </Badge>
              ) : undefined
            }
          >
            Reports
          </Tabs.Tab>
          <Tabs.Tab value="organisations">Organisations</Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts">
          <AccountsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="organisations">
          <OrganizationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
