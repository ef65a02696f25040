import { LANGUAGES, SYSTEM_USER_ROLES, type TLanguage, type TSystemUser, ZSystemUserSave } from '@carehome/contracts';
import { canManageRole } from '@carehome/domain';
import { Alert, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLock, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { type SystemUserSave, useSaveSystemUser } from '../api/save-system-user.ts';
import { DeleteSystemUserDialog } from './delete-dialog.tsx';

type Role = (typeof SYSTEM_USER_ROLES)[number];
interface Values {
  name: string;
  email: string;
  role: Role;
  language: TLanguage;
}
const FIELDS = new Set(['name', 'email', 'role', 'language']);

const valuesOf = (user: TSystemUser | undefined, language: TLanguage): Values =>
  user ? { name: user.name, email: user.email, role: user.role, language } : { name: '', email: '', role: 'SiteAssistant', language };

const changed = (a: Values, b: Values) => a.name.trim() !== b.name.trim() || a.email.trim() !== b.email.trim() || a.role !== b.role;

/** The form of /admin/systemusers/new and /admin/systemusers/edit/:id. */
export function SystemUserForm({ user, onDeleted }: { user?: TSystemUser; onDeleted?: () => void }) {
  const { t, i18n } = useTranslation(['staff', 'common']);
  const account = useAccount();
  const navigate = useNavigate();
  const save = useSaveSystemUser();
  const formRef = useRef<HTMLFormElement>(null);
  const uiLanguage = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en';
  const [initial, setInitial] = useState(() => valuesOf(user, uiLanguage));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<TSystemUser | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const dirty = !goTo && changed(values, initial);

  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body: SystemUserSave = {
      ...(user ? { id: user.id } : { language: values.language }),
      name: values.name,
      email: values.email.trim(),
      role: values.role,
    };
    const checked = validateForm(ZSystemUserSave.shape.systemUser, body, t);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstError();
      return;
    }
    try {
      const saved = await withSaveFeedback(() => save.mutateAsync(body));
      const next = valuesOf(saved, values.language);
      setInitial(next);
      setValues(next);
      if (!user) setGoTo(`/admin/systemusers/edit/${saved.id}`);
    } catch (err) {
      const byField: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrors(t, err))) {
        const name = field.split('.').pop() ?? field;
        if (FIELDS.has(name)) byField[name] ??= message;
      }
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        focusFirstError();
      } else {
        setFormError(err);
      }
    }
  };

  const roles = SYSTEM_USER_ROLES.filter((r) => !account || canManageRole(account.role, r) || r === values.role).map((r) => ({
    value: r,
    label: t(`common:roles.${r}`),
  }));

  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('systemUsers.formLabel')}>
        <Stack gap="lg" maw={960} pb={88}>
          {user?.isSelf ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="self-notice">
              {t('systemUsers.self')}
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-error">
              {errorText(t, formError)}
            </Alert>
          ) : null}

          <Card withBorder padding="lg" component="section" aria-label={t('systemUsers.details')}>
            <Title order={2} fz="h4" mb="md">
              {t('systemUsers.details')}
            </Title>
            <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
              <TextInput
                label={t('systemUsers.name')}
                description={t('systemUsers.nameHelp')}
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errors.name}
                required
                maxLength={120}
                autoComplete="off"
              />
              <TextInput
                type="email"
                label={t('systemUsers.email')}
                description={t('systemUsers.emailHelp')}
                value={values.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={errors.email}
                required
                maxLength={254}
                autoComplete="off"
              />
              <Select
                label={t('systemUsers.role')}
                description={
                  values.role === 'SiteAdministrator' ? t('systemUsers.roleHelpSiteAdministrator') : t('systemUsers.roleHelpSiteAssistant')
                }
                data={roles}
                value={values.role}
                onChange={(v) => v && set('role', v as Role)}
                allowDeselect={false}
                error={errors.role}
                required
              />
              {user ? (
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    {t('systemUsers.signInState')}
                  </Text>
                  <Group gap="xs">
                    <Badge
                      variant="light"
                      color={user.hasPassword ? 'teal' : 'orange'}
                      leftSection={<IconLock size={12} aria-hidden />}
                      data-testid="password-status"
                    >
                      {user.hasPassword ? t('systemUsers.passwordSet') : t('systemUsers.invited')}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {user.hasPassword ? t('systemUsers.hasPassword') : t('systemUsers.awaitingPassword')}
                    </Text>
                  </Group>
                </Stack>
              ) : (
                <Select
                  label={t('systemUsers.language')}
                  description={t('systemUsers.languageHelp')}
                  data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                  value={values.language}
                  onChange={(v) => v && set('language', v as TLanguage)}
                  allowDeselect={false}
                />
              )}
            </SimpleGrid>
          </Card>

          {user ? (
            <Card withBorder padding="lg" component="section" aria-label={t('systemUsers.deleteSection')}>
              <Title order={2} fz="h4" mb="xs">
                {t('systemUsers.deleteSection')}
              </Title>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed" maw={560}>
                  {t('systemUsers.deleteHelp')}
                </Text>
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() => setDeleting(user)}
                  data-testid="delete"
                >
                  {t('systemUsers.delete')}
                </Button>
              </Group>
            </Card>
          ) : null}
        </Stack>

        <Paper withBorder shadow="sm" p="sm" pos="sticky" bottom={0} maw={960} style={{ zIndex: 2 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c={dirty ? 'var(--mantine-color-orange-light-color)' : 'dimmed'} aria-live="polite">
              {dirty ? t('edit.unsaved') : user ? t('edit.noChanges') : ''}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Button variant="default" component={Link} to="/admin/systemusers">
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="save">
                {user ? t('common:save') : t('systemUsers.create')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </form>
      <DeleteSystemUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </>
  );
}
