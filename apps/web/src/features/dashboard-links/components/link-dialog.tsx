import { DASHBOARD_LINK_NAME_MAX, type TDashboardLink, type TDashboardLinkRole } from '@carehome/contracts';
import { Checkbox, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { TranslationsPanel } from '../../../components/translations-panel.tsx';
import { ApiError, fieldErrors } from '../../../lib/api-error.ts';
import { useAppLanguage } from '../../../lib/content-language.ts';
import { useSaveDashboardLinks } from '../api/dashboard-links.ts';
import { draftErrors, draftOf, emptyDraft, type LinkDraft, listWith, ROLE_CHOICES, serverErrorsOf } from '../model/link-form.ts';

/** Add or edit one link: name, URL, the roles it is offered to, default. Problems show beside their fields. */
export function LinkDialog({
  facilityId,
  links,
  index,
  onClose,
}: {
  facilityId: string;
  links: TDashboardLink[];
  /** The link edited, or null for a new one. */
  index: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dashboard-links', 'common', 'errors']);
  const editing = index === null ? null : links[index];
  const language = useAppLanguage();
  const [draft, setDraft] = useState<LinkDraft>(() => (editing ? draftOf(editing) : emptyDraft(language)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDashboardLinks();
  const set = (patch: Partial<LinkDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) for (const f of Object.keys(next)) if (f === k || f.startsWith(`${k}.`)) delete next[f];
      return next;
    });
  };

  const submit = async () => {
    const found = draftErrors(facilityId, links, index, draft, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({ facilityId, links: listWith(links, index, { ...draft, name: draft.name.trim(), url: draft.url.trim() }) });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(serverErrorsOf(fieldErrors(t, err), links, index));
    }
  };

  const serverProblem = save.error && !Object.keys(errors).length ? save.error : null;
  return (
    <FormDialog
      onClose={onClose}
      title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')}
      size="lg"
      onSubmit={() => void submit()}
      saving={save.isPending}
    >
      <TextInput
        label={t('field.name')}
        required
        data-autofocus
        value={draft.name}
        error={errors.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        size="md"
        lang={draft.language}
      />
      <TranslationsPanel
        text={draft.name}
        language={draft.language}
        translations={draft.translations}
        maxLength={DASHBOARD_LINK_NAME_MAX}
        onChange={(change) => set(change)}
        errorOf={(l) => errors[`translations.${l}`]}
      />
      <TextInput
        label={t('field.url')}
        description={t('field.urlHelp')}
        required
        type="url"
        inputMode="url"
        value={draft.url}
        error={errors.url}
        onChange={(e) => set({ url: e.currentTarget.value })}
        size="md"
      />
      <Checkbox.Group
        label={t('field.roles')}
        description={t('field.rolesHelp')}
        required
        value={draft.roles}
        onChange={(roles) => set({ roles: roles as TDashboardLinkRole[] })}
        error={errors.roles}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {ROLE_CHOICES.map((role) => (
            <Checkbox key={role} value={role} label={t(`common:roles.${role}`)} size="md" />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <div>
        <Switch
          label={t('field.isDefault')}
          checked={draft.isDefault}
          onChange={(e) => set({ isDefault: e.currentTarget.checked })}
          size="md"
        />
        <Text size="sm" c="dimmed" mt={4}>
          {t('field.isDefaultHelp')}
        </Text>
        {errors.isDefault ? (
          <Text size="sm" c="red.8" mt={4} role="alert">
            {errors.isDefault}
          </Text>
        ) : null}
      </div>
      {serverProblem ? <ErrorAlert error={serverProblem} /> : null}
    </FormDialog>
  );
}
