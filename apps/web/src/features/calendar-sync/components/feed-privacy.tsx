import type { TCalendarFeedPrivacy } from '@carehome/contracts';
import { hasRole } from '@carehome/domain';
import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useFeedPrivacy, useSaveFeedPrivacy } from '../api/calendar-sync.ts';
import { ExportSection } from './export-section.tsx';

/**
 * What the feed shows to anyone holding its address: room states and full names only when a site
 * administrator turns them on. Others see the choice and who makes it.
 */
export function FeedPrivacy({ facilityId }: { facilityId: string }) {
  const { t } = useTranslation('calendar-sync');
  const account = useAccount();
  const mayChange = hasRole(account, 'FacilityAdministrator');
  const privacy = useFeedPrivacy(facilityId);
  const save = useSaveFeedPrivacy();
  // The switch moves at once (the mutation's own state reaches the screen a tick later); a refused save puts it back.
  const [shown, setShown] = useState<TCalendarFeedPrivacy | null>(null);
  const current = shown ?? privacy.data;
  const set = (patch: Partial<TCalendarFeedPrivacy>) => {
    if (!current) return;
    const next = { ...current, ...patch };
    setShown(next);
    save.mutate({ facilityId, ...next }, { onError: () => setShown(null) });
  };

  return (
    <ExportSection title={t('privacy.title')} help={t('privacy.help')} testId="feed-privacy">
      {current ? (
        <>
          <Switch
            label={t('privacy.roomStates')}
            description={t('privacy.roomStatesHelp')}
            checked={current.showRoomStates}
            disabled={!mayChange}
            onChange={(e) => set({ showRoomStates: e.currentTarget.checked })}
          />
          <Switch
            label={t('privacy.staffNames')}
            description={t('privacy.staffNamesHelp')}
            checked={current.showStaffNames}
            disabled={!mayChange}
            onChange={(e) => set({ showStaffNames: e.currentTarget.checked })}
          />
          {!mayChange && (
            <Text size="sm" c="dimmed" data-testid="privacy-ask-admin">
              {t('privacy.askAdmin')}
            </Text>
          )}
        </>
      ) : (
        <QueryState query={privacy} />
      )}
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </ExportSection>
  );
}
