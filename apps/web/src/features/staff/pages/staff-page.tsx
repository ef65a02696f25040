import type { TStaffMember } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import { Anchor, Badge, Button, Group, Select, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PeopleList } from '../../../components/people-list.tsx';
import { useAccessibleSites } from '../../../lib/accessible-sites.ts';
import { useAccount } from '../../../lib/session.ts';
import { useStaffMembers } from '../api/staff-members.ts';
import { SignInBadges, StatusBadge } from '../components/staff-badges.tsx';

const ALL_SITES = 'all';
const fullName = (m: TStaffMember) => `${m.lastName}, ${m.firstName}`;

/** An email that wraps after its '@' rather than in the middle of a word. */
function EmailText({ email }: { email: string | null }) {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return (
    <Text size="sm">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </Text>
  );
}

/**
 * /admin/staff: the staff members of the site (organization-wide roles: of every site, with a site
 * filter), searchable and sortable; a row opens the member.
 */
export default function StaffPage() {
  const { t } = useTranslation(['staff', 'pages', 'common']);
  const account = useAccount();
  const staff = useStaffMembers();
  const orgWide = account ? seesAllSitesOfOrganization(account.role) : false;
  const sites = useAccessibleSites();
  const [showArchived, setShowArchived] = useState(false);
  const [site, setSite] = useState<string>(ALL_SITES);

  const siteNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const s of sites.data?.sites ?? []) if (s.tenantId === account?.tenantId) names.set(s.id, s.name);
    return names;
  }, [sites.data, account?.tenantId]);

  const all = staff.data ?? [];
  const archivedCount = all.filter((m) => m.isArchived).length;
  const rows = useMemo(
    () => all.filter((m) => (showArchived || !m.isArchived) && (site === ALL_SITES || m.facilityId === site)),
    [all, showArchived, site],
  );

  const roleName = useCallback((m: TStaffMember) => t(`common:roles.${m.role}`), [t]);
  const selfId = account?.staffMember?.id;

  const columns = useMemo(() => {
    const cols: Column<TStaffMember>[] = [
      {
        key: 'name',
        header: t('list.name'),
        sortValue: (m) => `${m.lastName} ${m.firstName}`,
        render: (m) => (
          <Group gap={4} wrap="wrap">
            <Anchor
              component={Link}
              to={`/admin/staff/edit/${m.id}`}
              onClick={(e) => e.stopPropagation()}
              fw={600}
              c={m.isArchived ? 'dimmed' : undefined}
            >
              {fullName(m)}
            </Anchor>
            {m.id === selfId ? (
              <Badge size="sm" variant="light" color="blue">
                {t('list.you')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { key: 'staffRefId', header: t('list.staffId'), sortValue: (m) => m.staffRefId, render: (m) => m.staffRefId },
      { key: 'role', header: t('list.role'), sortValue: roleName, render: roleName },
      { key: 'position', header: t('list.position'), sortValue: (m) => m.position ?? '', render: (m) => m.position ?? '' },
    ];
    if (orgWide) {
      const siteOf = (m: TStaffMember) => siteNames.get(m.facilityId) ?? '';
      cols.push({ key: 'site', header: t('list.site'), sortValue: siteOf, render: siteOf });
    }
    cols.push(
      {
        key: 'email',
        header: t('list.email'),
        sortValue: (m) => m.email ?? '',
        render: (m) => <EmailText email={m.email} />,
      },
      {
        key: 'signIn',
        header: t('list.signIn'),
        width: 140,
        sortValue: (m) => (m.hasPin ? 2 : 0) + (m.hasPassword ? 1 : 0),
        render: (m) => <SignInBadges member={m} />,
      },
      {
        key: 'status',
        header: t('list.status'),
        sortValue: (m) => (m.isArchived ? 1 : 0),
        render: (m) => <StatusBadge archived={m.isArchived} />,
      },
    );
    return cols;
  }, [t, roleName, orgWide, siteNames, selfId]);

  const searchText = useCallback(
    (m: TStaffMember) =>
      [m.firstName, m.lastName, `${m.firstName} ${m.lastName}`, m.staffRefId, m.email, m.position, roleName(m), siteNames.get(m.facilityId)]
        .filter(Boolean)
        .join(' '),
    [roleName, siteNames],
  );

  const newButton = (
    <Button component={Link} to="/admin/staff/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.new')}
    </Button>
  );

  const siteChoices = [...siteNames.entries()].map(([value, label]) => ({ value, label }));
  const toolbar = (
    <Group gap="lg" wrap="wrap">
      {orgWide && siteChoices.length > 1 ? (
        <Select
          aria-label={t('list.siteFilter')}
          data={[{ value: ALL_SITES, label: t('list.allSites') }, ...siteChoices]}
          value={site}
          onChange={(v) => setSite(v ?? ALL_SITES)}
          allowDeselect={false}
          w={300}
          data-testid="staff-site-filter"
        />
      ) : null}
      <Switch
        label={t('list.showArchivedCount', { archived: archivedCount })}
        checked={showArchived}
        onChange={(e) => setShowArchived(e.currentTarget.checked)}
        size="md"
        data-testid="show-archived"
      />
    </Group>
  );

  return (
    <>
      <PageHeader title={t('pages:titles.staff')} actions={newButton} />
      <PeopleList
        ns="staff"
        query={staff}
        nobodyYet={all.length === 0}
        newButton={newButton}
        noneBody={archivedCount > 0 && !showArchived ? t('list.noneShownArchived') : t('list.noneShownSite')}
        editPath="/admin/staff/edit"
        rows={rows}
        columns={columns}
        searchText={searchText}
        rowProps={(m) => ({ 'data-testid': `staff-row-${m.staffRefId}`, 'data-archived': m.isArchived })}
        toolbar={toolbar}
        testId="staff-table"
      />
    </>
  );
}
