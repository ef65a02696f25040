import { describe, expect, it } from 'vitest';
import { auditHasFailure, FAILED_AUDIT_STATUSES, isFailedAuditStatus } from './audit.ts';

describe('an audit status that failed', () => {
  it('is Cleaned Fail or Not Cleaned Fail, nothing else', () => {
    expect(isFailedAuditStatus('CleanedFailed')).toBe(true);
    expect(isFailedAuditStatus('NotCleanedFailed')).toBe(true);
    expect(isFailedAuditStatus('CleanedPass')).toBe(false);
    expect(isFailedAuditStatus('NotObserved')).toBe(false);
    expect(isFailedAuditStatus(null)).toBe(false);
    expect(isFailedAuditStatus(undefined)).toBe(false);
    expect(FAILED_AUDIT_STATUSES.every(isFailedAuditStatus)).toBe(true);
  });

  it('fails the audit when one operation has it', () => {
    expect(auditHasFailure([{ auditStatus: 'CleanedPass' }, { auditStatus: 'NotCleanedFailed' }])).toBe(true);
    expect(auditHasFailure([{ auditStatus: 'CleanedPass' }, { auditStatus: null }])).toBe(false);
  });
});
