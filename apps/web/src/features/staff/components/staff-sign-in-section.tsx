import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { PasswordStatusBadge } from '../../../components/form/password-status-badge.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteStaffMember } from '../api/invite-staff-member.ts';
import type { StaffSectionProps } from '../model/staff-form.ts';
import { StaffPinField } from './staff-pin-field.tsx';

/**
 * How the person signs in: email (with the password's state and the invitation to set it, once
 * saved) and the PIN of the site's tablets.
 */
export function StaffSignInSection(props: StaffSectionProps) {
  const { values, set, errorOf, readOnly, member } = props;
  const { t, i18n } = useTranslation(['staff', 'errors']);
  const invite = useInviteStaffMember();
  const emailChanged = member ? (member.email ?? '') !== values.email.trim().toLowerCase() : false;

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

  return (
    <FormSection title={t('edit.signIn')}>
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
              <PasswordStatusBadge
                hasPassword={member.hasPassword}
                label={member.hasPassword ? t('fields.passwordSet') : t('fields.noPassword')}
                unsetColor="gray"
              />
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

        <StaffPinField {...props} />
      </SimpleGrid>
    </FormSection>
  );
}
