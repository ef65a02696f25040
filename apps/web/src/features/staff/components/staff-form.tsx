import { LANGUAGES, STAFF_ROLES, type TLanguage, type TStaffMember } from '@carehome/contracts';
import { canManageRole, PIN_MAX_LENGTH, PIN_MIN_LENGTH, seesAllSitesOfOrganization } from '@carehome/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArchive,
  IconArrowBackUp,
  IconInfoCircle,
  IconKey,
  IconLock,
  IconMail,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useAccessibleSites } from '../../../lib/accessible-sites.ts';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useArchiveStaffMember } from '../api/archive-staff-member.ts';
import { useInviteStaffMember } from '../api/invite-staff-member.ts';
import { useSaveStaffMember } from '../api/save-staff-member.ts';
import { useSiteAreas } from '../api/site-areas.ts';
import { areaOptions } from '../model/area-paths.ts';
import {
  formFieldOf,
  newStaffForm,
  type StaffFormValues,
  type StaffRole,
  staffFormChanged,
  staffFormErrors,
  staffFormOf,
  staffSaveOf,
} from '../model/staff-form.ts';
import { StatusBadge } from './staff-badges.tsx';

const NO_AREA = 'none';
/** Fields the form shows; a server error about another field is shown as a message of the whole form. */
const FORM_FIELDS = new Set(['staffRefId', 'firstName', 'lastName', 'position', 'email', 'pin', 'role', 'facilityId', 'restrictedArea']);

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The staff member form of /admin/staff/new and /admin/staff/edit/:id: identity, sign-in (email,
 * write-only PIN, password invitation), role and site, restrictions, and archive/restore.
 */
export function StaffForm({ member }: { member?: TStaffMember }) {
  const { t, i18n } = useTranslation(['staff', 'common', 'errors']);
  const account = useAccount();
  const navigate = useNavigate();
  const save = useSaveStaffMember();
  const archive = useArchiveStaffMember();
  const invite = useInviteStaffMember();
  const sites = useAccessibleSites();
  const formRef = useRef<HTMLFormElement>(null);

  const role = account?.role ?? 'Housekeeper';
  const orgWide = seesAllSitesOfOrganization(role);
  const start = useMemo(() => (member ? staffFormOf(member) : newStaffForm(account?.facility?.id ?? '')), [member, account?.facility?.id]);
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(start);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<unknown>(null);
  /** The action the confirmation is about, fixed while the dialog closes. */
  const [action, setAction] = useState<'archive' | 'restore'>('archive');
  const [confirming, setConfirming] = useState(false);
  const [goTo, setGoTo] = useState<string | null>(null);

  const readOnly = Boolean(member && !canManageRole(role, member.role));
  const isSelf = Boolean(member && account?.staffMember?.id === member.id);
  const dirty = !goTo && !readOnly && staffFormChanged(values, initial);
  const areas = useSiteAreas(values.facilityId || null);

  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K], also: Partial<StaffFormValues> = {}) => {
    setValues((v) => ({ ...v, [key]: value, ...also }));
    const field = key === 'removePin' ? 'pin' : key;
    const drop = (e: Record<string, string>) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    };
    setClientErrors(drop);
    setServerErrors(drop);
  };
  const errorOf = (field: string) => clientErrors[field] ?? serverErrors[field];

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly) return;
    setServerErrors({});
    setFormError(null);
    const errors = staffFormErrors(values, t, member);
    setClientErrors(errors ?? {});
    if (errors) {
      focusFirstError();
      return;
    }
    try {
      const saved = await withSaveFeedback(() => save.mutateAsync(staffSaveOf(values, member)));
      const next = staffFormOf(saved);
      setInitial(next);
      setValues(next);
      if (!member) setGoTo(`/admin/staff/edit/${saved.id}`);
    } catch (err) {
      const byField: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrors(t, err))) {
        const name = formFieldOf(field);
        if (FORM_FIELDS.has(name) && !(name === 'restrictedArea' && areas.isError)) byField[name] ??= message;
      }
      if (Object.keys(byField).length > 0) {
        setServerErrors(byField);
        focusFirstError();
      } else {
        setFormError(err);
      }
    }
  };

  const onArchive = () => {
    if (!member) return;
    archive.mutate(
      { id: member.id, archived: action === 'archive' },
      {
        onSuccess: (m) => toast(t(m.isArchived ? 'edit.archived' : 'edit.restored', { name: `${m.firstName} ${m.lastName}` })),
        onSettled: () => setConfirming(false),
      },
    );
  };

  const onInvite = () => {
    if (!member) return;
    const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : undefined;
    invite.mutate(
      { id: member.id, ...(language ? { language } : {}) },
      {
        onSuccess: () => toast(t('edit.inviteSent', { email: member.email ?? '' })),
        onError: (err) => toast(errorText(t, err), 'red'),
      },
    );
  };

  // Roles the signed-in role may give; a member of a higher role is shown read-only with their role.
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

  const areaChoices = useMemo(() => {
    const options = areaOptions(areas.data ?? [])
      .filter((a) => !a.archived || a.value === values.restrictedArea)
      .map((a) => ({ value: a.value, label: a.archived ? t('fields.archivedArea', { area: a.label }) : a.label }));
    if (values.restrictedArea && areas.data && !options.some((o) => o.value === values.restrictedArea)) {
      options.unshift({ value: values.restrictedArea, label: t('fields.unknownArea') });
    }
    return [{ value: NO_AREA, label: t('fields.noArea') }, ...options];
  }, [areas.data, values.restrictedArea, t]);

  const hasEmail = Boolean(values.email.trim());
  const emailChanged = member ? (member.email ?? '') !== values.email.trim().toLowerCase() : false;
  const fullName = member ? `${member.firstName} ${member.lastName}` : '';

  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('edit.formLabel')}>
        <Stack gap="lg" maw={960} pb={88}>
          {member ? (
            <Group gap="sm">
              <Text fw={600} fz="lg" data-testid="member-name">
                {fullName}
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
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-error">
              {errorText(t, formError)}
            </Alert>
          ) : null}

          <Section title={t('edit.identity')}>
            <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
              <TextInput
                label={t('fields.staffId')}
                description={t('fields.staffIdHelp')}
                value={values.staffRefId}
                onChange={(e) => set('staffRefId', e.currentTarget.value)}
                error={errorOf('staffRefId')}
                required
                maxLength={40}
                disabled={readOnly}
                autoComplete="off"
              />
              <TextInput
                label={t('fields.position')}
                description={t('fields.positionHelp')}
                value={values.position}
                onChange={(e) => set('position', e.currentTarget.value)}
                error={errorOf('position')}
                maxLength={80}
                disabled={readOnly}
              />
              <TextInput
                label={t('fields.firstName')}
                value={values.firstName}
                onChange={(e) => set('firstName', e.currentTarget.value)}
                error={errorOf('firstName')}
                required
                maxLength={80}
                disabled={readOnly}
                autoComplete="off"
              />
              <TextInput
                label={t('fields.lastName')}
                value={values.lastName}
                onChange={(e) => set('lastName', e.currentTarget.value)}
                error={errorOf('lastName')}
                required
                maxLength={80}
                disabled={readOnly}
                autoComplete="off"
              />
            </SimpleGrid>
          </Section>

          <Section title={t('edit.signIn')}>
            <Text size="sm" c="dimmed" mb="md">
              {t('edit.signInHelp')}
            </Text>
            <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
              <Stack gap="xs">
                <TextInput
                  type="email"
                  label={t('fields.email')}
                  description={t('fields.emailHelp')}
                  value={values.email}
                  onChange={(e) => set('email', e.currentTarget.value)}
                  error={errorOf('email')}
                  maxLength={254}
                  disabled={readOnly}
                  autoComplete="off"
                />
                {member ? (
                  <Group gap="xs" wrap="wrap">
                    <Badge
                      variant="light"
                      color={member.hasPassword ? 'teal' : 'gray'}
                      leftSection={<IconLock size={12} aria-hidden />}
                      data-testid="password-status"
                    >
                      {member.hasPassword ? t('fields.passwordSet') : t('fields.noPassword')}
                    </Badge>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('fields.inviteAfterSave')}
                  </Text>
                )}
                {member?.email && !member.isArchived && !readOnly ? (
                  <Stack gap={4} align="flex-start">
                    <Button
                      variant="light"
                      leftSection={<IconMail size={18} aria-hidden />}
                      onClick={onInvite}
                      loading={invite.isPending}
                      disabled={emailChanged}
                      data-testid="send-invite"
                    >
                      {member.hasPassword ? t('edit.sendReset') : t('edit.sendInvite')}
                    </Button>
                    <Text size="xs" c="dimmed">
                      {emailChanged ? t('edit.saveEmailFirst') : t('edit.inviteHelp', { email: member.email })}
                    </Text>
                  </Stack>
                ) : null}
              </Stack>

              <Stack gap="xs">
                <PasswordInput
                  label={t('fields.pin')}
                  description={
                    values.removePin ? t('fields.pinWillBeRemoved') : member?.hasPin ? t('fields.pinReplaceHelp') : t('fields.pinHelp')
                  }
                  value={values.pin}
                  onChange={(e) => set('pin', e.currentTarget.value.replace(/\s/g, ''))}
                  error={errorOf('pin')}
                  inputMode="numeric"
                  autoComplete="new-password"
                  maxLength={PIN_MAX_LENGTH}
                  minLength={PIN_MIN_LENGTH}
                  placeholder={member?.hasPin && !values.removePin ? '••••' : undefined}
                  disabled={readOnly || values.removePin}
                  visibilityToggleButtonProps={{ 'aria-label': t('fields.showPin') }}
                />
                {member?.hasPin ? (
                  <Group gap="xs" wrap="wrap">
                    {values.removePin ? (
                      <>
                        <Badge variant="light" color="orange">
                          {t('fields.pinRemoving')}
                        </Badge>
                        <Button
                          variant="subtle"
                          size="compact-md"
                          leftSection={<IconArrowBackUp size={16} aria-hidden />}
                          onClick={() => set('removePin', false)}
                        >
                          {t('fields.keepPin')}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Badge variant="light" color="teal" leftSection={<IconKey size={12} aria-hidden />} data-testid="pin-status">
                          {t('fields.pinSet')}
                        </Badge>
                        {readOnly ? null : (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-md"
                            leftSection={<IconTrash size={16} aria-hidden />}
                            onClick={() => set('removePin', true, { pin: '' })}
                          >
                            {t('fields.removePin')}
                          </Button>
                        )}
                      </>
                    )}
                  </Group>
                ) : member ? (
                  <Badge variant="light" color="gray" leftSection={<IconKey size={12} aria-hidden />} data-testid="pin-status">
                    {t('fields.noPin')}
                  </Badge>
                ) : null}
              </Stack>
            </SimpleGrid>
          </Section>

          <Section title={t('edit.roleAndSite')}>
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
              {orgWide ? (
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
          </Section>

          <Section title={t('edit.restrictions')}>
            <Stack gap="lg">
              {areas.isError ? null : (
                <Select
                  label={t('fields.restrictedArea')}
                  description={t('fields.restrictedAreaHelp')}
                  data={areaChoices}
                  value={values.restrictedArea ?? NO_AREA}
                  onChange={(v) => set('restrictedArea', !v || v === NO_AREA ? null : v)}
                  allowDeselect={false}
                  searchable
                  nothingFoundMessage={t('fields.noAreaFound')}
                  error={errorOf('restrictedArea')}
                  disabled={readOnly || areas.isPending}
                  placeholder={areas.isPending ? t('common:loading') : undefined}
                  maw={460}
                  data-testid="restricted-area"
                />
              )}
              <Switch
                label={t('fields.offsite')}
                description={t('fields.offsiteHelp')}
                checked={values.offsiteAuthentication}
                onChange={(e) => set('offsiteAuthentication', e.currentTarget.checked)}
                disabled={readOnly}
                size="md"
              />
              <Switch
                label={t('fields.emailNotifications')}
                description={hasEmail ? t('fields.emailNotificationsHelp') : t('fields.emailNotificationsNoEmail')}
                checked={values.emailNotifications}
                onChange={(e) => set('emailNotifications', e.currentTarget.checked)}
                disabled={readOnly}
                size="md"
              />
            </Stack>
          </Section>

          {member && !readOnly ? (
            <Section title={t('edit.status')} testId="status-section">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Text size="sm" c="dimmed" maw={560}>
                    {member.isArchived ? t('edit.restoreHelp') : isSelf ? t('edit.archiveSelfHelp') : t('edit.archiveHelp')}
                  </Text>
                  <Button
                    variant={member.isArchived ? 'light' : 'outline'}
                    color={member.isArchived ? undefined : 'red'}
                    leftSection={member.isArchived ? <IconRestore size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
                    onClick={() => {
                      archive.reset();
                      setAction(member.isArchived ? 'restore' : 'archive');
                      setConfirming(true);
                    }}
                  >
                    {member.isArchived ? t('edit.restore') : t('edit.archive')}
                  </Button>
                </Group>
                {archive.error ? (
                  <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="archive-error">
                    {errorText(t, archive.error)}
                  </Alert>
                ) : null}
              </Stack>
            </Section>
          ) : null}
        </Stack>

        {readOnly ? null : (
          <Paper
            withBorder
            shadow="sm"
            p="sm"
            pos="sticky"
            bottom={0}
            maw={960}
            style={{ zIndex: 2, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c={dirty ? 'var(--mantine-color-orange-light-color)' : 'dimmed'} aria-live="polite" data-testid="dirty-state">
                {dirty ? t('edit.unsaved') : member ? t('edit.noChanges') : ''}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Button variant="default" component={Link} to="/admin/staff">
                  {t('common:cancel')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="save">
                  {member ? t('common:save') : t('edit.create')}
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
      </form>

      <ConfirmDialog
        opened={confirming}
        title={action === 'restore' ? t('edit.restoreTitle', { name: fullName }) : t('edit.archiveTitle', { name: fullName })}
        confirmLabel={action === 'restore' ? t('edit.restore') : t('edit.archive')}
        danger={action !== 'restore'}
        loading={archive.isPending}
        onConfirm={onArchive}
        onCancel={() => setConfirming(false)}
      >
        {action === 'restore' ? t('edit.restoreBody') : t('edit.archiveBody')}
      </ConfirmDialog>
    </>
  );
}
