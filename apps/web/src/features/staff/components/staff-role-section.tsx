import { STAFF_ROLES } from '@carehome/contracts';
import { canManageRole, seesAllSitesOfOrganization } from '@carehome/domain';
import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { useAccessibleSites } from '../../../lib/accessible-sites.ts';
import { useAccount } from '../../../lib/session.ts';
import type { StaffRole, StaffSectionProps } from '../model/staff-form.ts';

/**
 * Role (those the signed-in role may give) and site (a choice for organization-wide roles, else the
 * signer's own site). A new role or site signs the person out at the next save: said while changed.
 */
export function StaffRoleSection({ values, set, errorOf, readOnly, member }: StaffSectionProps) {
  const { t } = useTranslation(['staff', 'common']);
  const account = useAccount();
  const sites = useAccessibleSites();
  const role = account?.role ?? 'Housekeeper';

  // A member of a higher role is shown read-only with their role.
  const roleChoices = STAFF_ROLES.filter((r) => canManageRole(role, r) || r === values.role).map((r) => ({
    value: r,
    label: t(`common:roles.${r}`),
  }));
  const siteChoices = (sites.data?.sites ?? [])
    .filter((s) => s.tenantId === account?.tenantId)
    .map((s) => ({ value: s.id, label: s.name }));
  if (values.facilityId && !siteChoices.some((s) => s.value === values.facilityId)) {
    siteChoices.push({
      value: values.facilityId,
      label: account?.facility?.id === values.facilityId ? account.facility.name : values.facilityId,
    });
  }
  const siteName = siteChoices.find((s) => s.value === values.facilityId)?.label ?? account?.facility?.name ?? '';

  return (
    <FormSection title={t('edit.roleAndSite')}>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
        <Select
          label={t('fields.role')}
          description={t(`roleHelp.${values.role}`)}
          data={roleChoices}
          value={values.role}
          onChange={(v) => v && set('role', v as StaffRole)}
          allowDeselect={false}
          error={errorOf('role')}
          required
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        {seesAllSitesOfOrganization(role) ? (
          <Select
            label={t('fields.site')}
            description={t('fields.siteHelp')}
            data={siteChoices}
            value={values.facilityId || null}
            onChange={(v) => v && v !== values.facilityId && set('facilityId', v, { restrictedArea: null })}
            allowDeselect={false}
            error={errorOf('facilityId')}
            required
            disabled={readOnly}
          />
        ) : (
          <TextInput label={t('fields.site')} description={t('fields.siteFixed')} value={siteName} readOnly variant="filled" />
        )}
      </SimpleGrid>
      {member && !readOnly && (values.role !== member.role || values.facilityId !== member.facilityId) ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mt="md">
          {t('edit.roleChangeNotice')}
        </Alert>
      ) : null}
    </FormSection>
  );
}
