import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';

/** A small square of the organization's logo, or its initials when it has none. */
export function TenantLogo({ name, logo, tenantId, size = 40 }: { name: string; logo: string | null; tenantId: string; size?: number }) {
  const { t } = useTranslation('organizations');
  if (logo)
    return <ApiImage fileName={logo} tenantId={tenantId} alt={t('edit.logoAlt', { name })} w={size} h={size} fit="contain" radius="sm" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Avatar size={size} radius="sm" color="teal" variant="light" aria-hidden>
      {initials}
    </Avatar>
  );
}
