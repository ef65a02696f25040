import type { TAccountInfo } from '@carehome/contracts';
import { type CleaningMode, savePermissionProblem } from '@carehome/domain';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/api-error.ts';

/**
 * Why this account may not save what the screen would save (a clean, an audit, a marking), or null. The
 * dashboard stops such an account (a system user) before the screen opens; this covers a link or a typed
 * address: said from the start, not after the work at Save.
 */
export function useSavePermission(account: TAccountInfo, mode: CleaningMode): string | null {
  const { t } = useTranslation('cleaning');
  if (mode === 'readonly') return null;
  const problem = savePermissionProblem({ isStaffMember: Boolean(account.staffMember), mode });
  return problem ? translateError(t, problem.code, problem.message) : null;
}

export function SavePermissionNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="orange" py={6} icon={<IconAlertTriangle aria-hidden />} role="status" data-testid="save-permission-notice">
      {text}
    </Alert>
  );
}
