import { Button, Loader, Modal } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session.ts';
import { SiteSchedulesDialog } from './site-schedules-dialog.tsx';

/**
 * The staff schedule's entry to the site schedules: a toolbar button opening their dialog. Its texts
 * (and the schedule editor's) load when the dialog first opens, not with the landing page.
 */
export function SiteSchedulesButton() {
  const { t, ready } = useTranslation('site-schedules', { useSuspense: false });
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const facility = account?.facility;
  if (!ready || !facility) return null;
  return (
    <>
      <Button
        variant="default"
        h={42}
        leftSection={<IconCalendarRepeat size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="site-schedules"
      >
        {t('button')}
      </Button>
      {open ? (
        <Suspense
          fallback={
            <Modal opened onClose={() => setOpen(false)} withCloseButton={false} title={t('title')}>
              <Loader aria-label={t('loading')} />
            </Modal>
          }
        >
          <SiteSchedulesDialog facilityId={facility.id} timeZone={facility.timeZone} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
