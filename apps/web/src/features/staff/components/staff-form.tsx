import type { TStaffMember } from '@carehome/contracts';
import { canManageRole } from '@carehome/domain';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSaveBar } from '../../../components/form/form-save-bar.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSaveStaffMember } from '../api/save-staff-member.ts';
import { useSiteAreas } from '../api/site-areas.ts';
import {
  formFieldOf,
  isPinProbeLimit,
  newStaffForm,
  type SetStaffField,
  type StaffSectionProps,
  staffFormChanged,
  staffFormErrors,
  staffFormOf,
  staffSaveOf,
} from '../model/staff-form.ts';
import { StatusBadge } from './staff-badges.tsx';
import { StaffIdentitySection } from './staff-identity-section.tsx';
import { StaffRestrictionsSection } from './staff-restrictions-section.tsx';
import { StaffRoleSection } from './staff-role-section.tsx';
import { StaffSignInSection } from './staff-sign-in-section.tsx';
import { StaffStatusSection } from './staff-status-section.tsx';

/** Fields the form shows; a server error about another field is shown as a message of the whole form. */
const FORM_FIELDS = new Set(['staffRefId', 'firstName', 'lastName', 'position', 'email', 'pin', 'role', 'facilityId', 'restrictedArea']);

/**
 * The staff member form of /admin/staff/new and /admin/staff/edit/:id: the values, the save and its
 * errors; one section each for identity, sign-in (email, password invitation, PIN), role and site,
 * restrictions and notifications, and archive/restore.
 */
export function StaffForm({ member }: { member?: TStaffMember }) {
  const { t } = useTranslation(['staff', 'common', 'errors']);
  const account = useAccount();
  const navigate = useNavigate();
  const save = useSaveStaffMember();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);

  const start = useMemo(() => (member ? staffFormOf(member) : newStaffForm(account?.facility?.id ?? '')), [member, account?.facility?.id]);
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(start);
  const [goTo, setGoTo] = useState<string | null>(null);

  const readOnly = Boolean(member && !canManageRole(account?.role ?? 'Housekeeper', member.role));
  const isSelf = Boolean(member && account?.staffMember?.id === member.id);
  const dirty = !goTo && !readOnly && staffFormChanged(values, initial);
  const areas = useSiteAreas(values.facilityId || null);

  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set: SetStaffField = (key, value, also = {}) => {
    setValues((v) => ({ ...v, [key]: value, ...also }));
    errors.clear(key === 'removePin' ? 'pin' : key);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || errors.check(staffFormErrors(values, t, member))) return;
    try {
      const saved = await withSaveFeedback(() => save.mutateAsync(staffSaveOf(values, member)));
      const next = staffFormOf(saved);
      setInitial(next);
      setValues(next);
      if (!member) setGoTo(`/admin/staff/edit/${saved.id}`);
    } catch (err) {
      if (isPinProbeLimit(err, values)) {
        errors.showFieldErrors({ pin: t('fields.pinTooManyTries') });
        return;
      }
      errors.showSaveError(t, err, (field) => {
        const name = formFieldOf(field);
        // The restricted area is not shown while the site's areas cannot be read.
        return FORM_FIELDS.has(name) && !(name === 'restrictedArea' && areas.isError) ? name : undefined;
      });
    }
  };

  const section: StaffSectionProps = { values, set, errorOf: (field) => errors.errors[field], readOnly, member };

  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('edit.formLabel')}>
        <Stack gap="lg" maw={960} pb={88}>
          {member ? (
            <Group gap="sm">
              <Text fw={600} fz="lg" data-testid="member-name">
                {`${member.firstName} ${member.lastName}`}
              </Text>
              <StatusBadge archived={member.isArchived} />
              {isSelf ? (
                <Badge variant="light" color="blue">
                  {t('list.you')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
          {readOnly ? (
            <Alert color="orange" icon={<IconLock aria-hidden />} data-testid="read-only">
              {t('errors:permission.higher_role')} {t('edit.readOnly')}
            </Alert>
          ) : null}
          {member?.isArchived ? (
            <Alert color="gray" icon={<IconArchive aria-hidden />}>
              {t('edit.archivedNotice')}
            </Alert>
          ) : null}
          {errors.formError ? <ErrorAlert error={errors.formError} testId="form-error" /> : null}

          <StaffIdentitySection {...section} />
          <StaffSignInSection {...section} />
          <StaffRoleSection {...section} />
          <StaffRestrictionsSection {...section} areas={areas} />
          {member && !readOnly ? <StaffStatusSection member={member} isSelf={isSelf} /> : null}
        </Stack>

        {readOnly ? null : (
          <FormSaveBar
            dirty={dirty}
            unsavedText={t('edit.unsaved')}
            savedText={member ? t('edit.noChanges') : undefined}
            cancelTo="/admin/staff"
            submitLabel={member ? t('common:save') : t('edit.create')}
            saving={save.isPending}
          />
        )}
      </form>
    </>
  );
}
