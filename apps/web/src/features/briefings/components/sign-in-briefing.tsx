import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session.ts';
import { useStaffDashboard } from '../api/staff-dashboard.ts';
import { StaffPanel } from './staff-panel.tsx';

const SHOWN_KEY = 'carehome.briefingShownFor';

/**
 * The tablet's panel after a PIN sign-in: when acknowledgements wait or today's
 * briefing has items to tick, it opens once per sign-in over the housekeeping dashboard, and a banner
 * stays above the rooms until everything is acknowledged. It never blocks: 'Later' closes it, and it
 * lives on the dashboard only, never over a clean in progress (the cleaning screen is another route).
 */
export function SignInBriefing() {
  const { t } = useTranslation('briefings');
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const dashboard = useStaffDashboard(account?.staffMember ? facilityId : undefined);
  const [open, setOpen] = useState(false);
  const data = dashboard.data;
  const waiting = data?.acknowledgements.length ?? 0;
  const items = data?.briefing.flatMap((s) => s.items) ?? [];
  const unticked = items.filter((i) => !i.checkedAt).length;
  const outstanding = waiting + unticked > 0;
  const sessionKey = account?.token.token.slice(0, 16) ?? '';

  useEffect(() => {
    if (!outstanding || !sessionKey) return;
    // Once per sign-in: a new session (the next PIN) opens it again while something is outstanding.
    if (sessionStorage.getItem(SHOWN_KEY) === sessionKey) return;
    sessionStorage.setItem(SHOWN_KEY, sessionKey);
    setOpen(true);
  }, [outstanding, sessionKey]);

  if (!facilityId || !data || (!outstanding && !open)) return null;
  return (
    <>
      {outstanding ? (
        <Alert color="orange" icon={<IconSpeakerphone aria-hidden />} mb="md" data-testid="briefing-banner">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" fw={600}>
              {[waiting ? t('signIn.waiting', { count: waiting }) : null, unticked ? t('signIn.unticked', { count: unticked }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Button size="sm" color="#9a3412" onClick={() => setOpen(true)}>
              {t('signIn.open')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('signIn.title', { name: account?.staffMember?.name ?? '' })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('signIn.later') }}
      >
        <StaffPanel facilityId={facilityId} withAssignments={false} />
        <Group justify="flex-end" mt="lg">
          <Button size="md" onClick={() => setOpen(false)} data-autofocus>
            {waiting + unticked ? t('signIn.later') : t('signIn.done')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
