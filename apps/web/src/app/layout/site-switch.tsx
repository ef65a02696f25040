import { Group, Select, Text } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DROPDOWN_ON_OPEN } from '../../components/dropdown-on-open.ts';
import { useSwitchScope } from '../../features/auth/api/switch-site.ts';
import { useAccessibleSites } from '../../lib/accessible-sites.ts';
import { errorText } from '../../lib/api-error.ts';
import { useAccount } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Organization switch (system users) and site switch. After a switch every screen reloads its data;
 * the user stays on the same screen when the new scope allows it.
 */
export function SiteSwitch() {
  const account = useAccount();
  const { t } = useTranslation('common');
  // The switches (Selects) replace the site's name in a deferred, time-sliced render: the query's answer
  // renders synchronously, and mounting them with it was one of the board's longest tasks on a phone.
  const data = useDeferredValue(useAccessibleSites().data);
  const switchScope = useSwitchScope();
  const navigate = useNavigate();
  if (!account) return null;

  // Until the sites are known (or when they cannot be loaded, offline) the current site's name shows.
  const sites = data?.sites.filter((s) => s.tenantId === account.tenantId) ?? [];
  const run = (target: { tenantId: string } | { facilityId: string }) =>
    switchScope.mutate(target, {
      onSuccess: () => navigate('.', { replace: true }),
      onError: (err) => toast(errorText(t, err), 'red'),
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {account.staffMember === null && data && data.organizations.length > 0 ? (
        <Select
          aria-label={t('switch.organization')}
          data={data.organizations.map((o) => ({ value: o.id, label: o.name }))}
          value={account.tenantId}
          onChange={(v) => v && v !== account.tenantId && run({ tenantId: v })}
          allowDeselect={false}
          size="sm"
          w={230}
          title={data.organizations.find((o) => o.id === account.tenantId)?.name}
          disabled={switchScope.isPending}
          data-testid="organization-switch"
          comboboxProps={DROPDOWN_ON_OPEN}
        />
      ) : null}
      {sites.length < 2 && account.facility ? (
        <Group gap={6} wrap="nowrap" c="dimmed" data-testid="site-name">
          <IconBuildingHospital size={18} aria-hidden />
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate maw={260}>
            {account.facility.name}
          </Text>
        </Group>
      ) : (
        <Select
          aria-label={t('switch.site')}
          placeholder={t('switch.noSite')}
          data={sites.map((s) => ({ value: s.id, label: s.name }))}
          value={account.facility?.id ?? null}
          onChange={(v) => v && v !== account.facility?.id && run({ facilityId: v })}
          allowDeselect={false}
          size="sm"
          w={270}
          title={account.facility?.name}
          disabled={switchScope.isPending}
          data-testid="site-switch"
          comboboxProps={DROPDOWN_ON_OPEN}
        />
      )}
    </Group>
  );
}
