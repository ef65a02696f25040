import { ZTenantCreate } from '@carehome/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrors, translateError } from '../../../../lib/api-error.ts';
import { validateForm } from '../../../../lib/form-validation.ts';
import { LANGUAGE_NAMES } from '../../../../lib/i18n.ts';
import { useCreateTenant } from '../../api/create-tenant.ts';
import { useTenants } from '../../api/list-tenants.ts';
import type { OnboardedSummary } from '../onboard-success.tsx';
import { blankOnboardForm, FIELD_OF, type OnboardForm, onboardRequest, prefixed, REVIEW, stepOf } from './onboard-form.ts';

/**
 * The onboarding wizard's state: the form, the step shown, the messages by request field, and the
 * organization once created. A step is checked before the next one shows; the create checks every
 * step again and goes back to the first with a problem, the server's field messages included.
 */
export function useOnboard() {
  const { t, i18n } = useTranslation(['organizations', 'pages']);
  const tenants = useTenants();
  const create = useCreateTenant();
  const [form, setForm] = useState<OnboardForm>(() => blankOnboardForm(i18n.language));
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<OnboardedSummary | null>(null);

  const dirty =
    !done &&
    Boolean(form.organization.trim() || form.siteName.trim() || form.firstName.trim() || form.lastName.trim() || form.email.trim());

  const set = <K extends keyof OnboardForm>(key: K, value: OnboardForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message goes once the field is changed.
    setErrors((e) => {
      const field = FIELD_OF[key];
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };

  const validateStep = (step: number): Record<string, string> => {
    const r = onboardRequest(form);
    if (step === 0) {
      const found = prefixed('tenant', validateForm(ZTenantCreate.shape.tenant, r.tenant, t).errors);
      const name = form.organization.trim().toLowerCase();
      if (!found['tenant.name'] && tenants.data?.some((x) => x.name.trim().toLowerCase() === name)) {
        found['tenant.name'] = translateError(t, 'duplicate.tenant_name', 'This name is already used for another organization.');
      }
      return found;
    }
    if (step === 1) return prefixed('site', validateForm(ZTenantCreate.shape.site, r.site, t).errors);
    if (step === 2) return prefixed('sponsor', validateForm(ZTenantCreate.shape.sponsor, r.sponsor, t).errors);
    return {};
  };

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    const found = validateStep(active);
    setErrors(found);
    if (Object.keys(found).length) return;
    setActive((a) => Math.min(a + 1, REVIEW));
  };

  const back = () => {
    setErrors({});
    setActive((a) => Math.max(a - 1, 0));
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    for (let step = 0; step < REVIEW; step++) {
      const found = validateStep(step);
      if (Object.keys(found).length) {
        setErrors(found);
        setActive(step);
        return;
      }
    }
    setServerError(null);
    create.mutate(onboardRequest(form), {
      onSuccess: (created) => {
        setDone({
          tenantId: created.tenant.id,
          organization: created.tenant.name,
          siteName: form.siteName.trim(),
          timeZone: form.timeZone,
          sponsorName: `${form.firstName.trim()} ${form.lastName.trim()}`,
          sponsorEmail: form.email.trim().toLowerCase(),
          languageName: LANGUAGE_NAMES[form.language],
        });
      },
      onError: (err) => {
        const byField = fieldErrors(t, err);
        const fields = Object.keys(byField);
        if (fields.length) {
          setErrors(byField);
          setActive(Math.min(...fields.map(stepOf)));
        } else {
          setServerError(errorText(t, err));
        }
      },
    });
  };

  const restart = () => {
    setForm(blankOnboardForm(i18n.language));
    setErrors({});
    setServerError(null);
    setDone(null);
    setActive(0);
  };

  return { form, set, active, setActive, errors, serverError, done, dirty, next, back, submit, restart, creating: create.isPending };
}
