import { LANGUAGES, SYSTEM_USER_ROLES, type TLanguage, type TSystemUser, ZSystemUserSave } from '@carehome/contracts';
import { canManageRole } from '@carehome/domain';
import { Alert, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormActionSection } from '../../../components/form/form-action-section.tsx';
import { FormSaveBar } from '../../../components/form/form-save-bar.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { BoundTextField, textBinder } from '../../../components/form/identity-section.tsx';
import { PasswordStatusBadge } from '../../../components/form/password-status-badge.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
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
  const errors = useFormErrors(formRef);
  const uiLanguage = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en';
  const [initial, setInitial] = useState(() => valuesOf(user, uiLanguage));
  const [values, setValues] = useState(initial);
  const [deleting, setDeleting] = useState<TSystemUser | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const dirty = !goTo && changed(values, initial);

  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clear(key);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body: SystemUserSave = {
      ...(user ? { id: user.id } : { language: values.language }),
      name: values.name,
      email: values.email.trim(),
      role: values.role,
    };
    if (errors.check(validateForm(ZSystemUserSave.shape.systemUser, body, t).errors ?? null)) return;
    try {
      const saved = await withSaveFeedback(() => save.mutateAsync(body));
      const next = valuesOf(saved, values.language);
      setInitial(next);
      setValues(next);
      if (!user) setGoTo(`/admin/systemusers/edit/${saved.id}`);
    } catch (err) {
      errors.showSaveError(t, err, (field) => {
        const name = field.split('.').pop() ?? field;
        return FIELDS.has(name) ? name : undefined;
      });
    }
  };

  const bind = textBinder<'name' | 'email'>(values, set, (field) => errors.errors[field]);
  /** A required text detail, its label and help named after it. */
  const detail = (key: 'name' | 'email') => ({
    label: t(`systemUsers.${key}`),
    description: t(`systemUsers.${key}Help`),
    bind: bind(key),
    required: true,
    autoComplete: 'off',
  });
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
          {errors.formError ? <ErrorAlert error={errors.formError} testId="form-error" /> : null}

          <FormSection title={t('systemUsers.details')}>
            <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
              <BoundTextField {...detail('name')} maxLength={120} />
              <BoundTextField {...detail('email')} type="email" maxLength={254} />
              <Select
                label={t('systemUsers.role')}
                description={
                  values.role === 'SiteAdministrator' ? t('systemUsers.roleHelpSiteAdministrator') : t('systemUsers.roleHelpSiteAssistant')
                }
                data={roles}
                value={values.role}
                onChange={(v) => v && set('role', v as Role)}
                allowDeselect={false}
                error={errors.errors.role}
                required
              />
              {user ? (
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    {t('systemUsers.signInState')}
                  </Text>
                  <Group gap="xs">
                    <PasswordStatusBadge
                      hasPassword={user.hasPassword}
                      label={user.hasPassword ? t('systemUsers.passwordSet') : t('systemUsers.invited')}
                      unsetColor="orange"
                    />
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
          </FormSection>

          {user ? (
            <FormActionSection
              title={t('systemUsers.deleteSection')}
              help={t('systemUsers.deleteHelp')}
              action={
                <ActionButton variant="outline" color="red" icon={IconTrash} onClick={() => setDeleting(user)} data-testid="delete">
                  {t('systemUsers.delete')}
                </ActionButton>
              }
            />
          ) : null}
        </Stack>

        <FormSaveBar
          dirty={dirty}
          unsavedText={t('edit.unsaved')}
          savedText={user ? t('edit.noChanges') : undefined}
          cancelTo="/admin/systemusers"
          submitLabel={user ? t('common:save') : t('systemUsers.create')}
          saving={save.isPending}
        />
      </form>
      <DeleteSystemUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </>
  );
}
