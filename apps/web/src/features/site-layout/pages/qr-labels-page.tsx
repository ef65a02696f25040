import { Button, Group, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useSite } from '../api/site.ts';
import { buildAreaTree, flattenTree, roomsIn } from '../model/tree.ts';

/** One label: the QR code of the room's code, its number, area and the site. */
function Label({ code, room, area, site }: { code: string; room: string; area: string; site: string }) {
  const { t } = useTranslation('layout');
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    // Error correction M and a quiet zone of 2 modules: reliable from a tablet camera at arm's length.
    void QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(setSvg);
  }, [code]);
  return (
    <div className="qr-label" data-code={code}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn here by the qrcode library from the room's code, never from user HTML */}
      <div className="qr-image" role="img" aria-label={t('qrFor', { room })} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />
      <div className="qr-text">
        <div className="qr-room">{room}</div>
        <div className="qr-area">{area}</div>
        <div className="qr-site">{site}</div>
        <div className="qr-code">{code}</div>
      </div>
    </div>
  );
}

const PRINT_CSS = `
.qr-label { display: flex; gap: 10px; align-items: center; border: 1px dashed #adb5bd; border-radius: 8px; padding: 8px; break-inside: avoid; page-break-inside: avoid; background: #fff; }
.qr-image { width: 96px; height: 96px; flex: none; }
.qr-image svg { width: 100%; height: 100%; display: block; }
.qr-room { font-size: 22px; font-weight: 700; line-height: 1.1; }
.qr-area, .qr-site { font-size: 12px; color: #495057; }
.qr-code { font-family: monospace; font-size: 12px; margin-top: 2px; letter-spacing: 1px; }
@media print {
  @page { margin: 10mm; }
  body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, .no-print, .mantine-Notifications-root { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  .qr-sheet { display: grid !important; grid-template-columns: repeat(3, 1fr) !important; gap: 4mm !important; }
  .qr-label { border: 1px dashed #ced4da; }
}`;

/** /admin/rooms/labels: a printable sheet of QR code labels for the rooms of the site (print or save as PDF). */
export default function QrLabelsPage() {
  const { t } = useTranslation('layout');
  const account = useAccount();
  const site = useSite(account?.facility?.id);
  const [areaId, setAreaId] = useState<string | null>(null);
  const [includeArchived, setIncludeArchived] = useState(false);
  const flat = useMemo(() => flattenTree(buildAreaTree(site.data?.areas ?? [])), [site.data]);
  const rooms = useMemo(() => {
    const all = (site.data?.rooms ?? []).filter((r) => includeArchived || !r.isArchived);
    const collator = new Intl.Collator(undefined, { numeric: true });
    return roomsIn(all, site.data?.areas ?? [], areaId, true).sort(
      (a, b) => collator.compare(a.facilityArea.join(' '), b.facilityArea.join(' ')) || collator.compare(a.roomNumber, b.roomNumber),
    );
  }, [site.data, areaId, includeArchived]);

  if (!site.data) return <QueryState query={site} />;

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="no-print">
        <PageHeader
          title={t('pages:titles.qrLabels')}
          actions={
            <>
              <Button variant="default" component={Link} to="/admin/rooms" leftSection={<IconArrowLeft size={18} aria-hidden />}>
                {t('backToLayout')}
              </Button>
              <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={!rooms.length}>
                {t('print')}
              </Button>
            </>
          }
        />
        <Group mb="md" align="flex-end">
          <Select
            label={t('area')}
            data={[{ value: '', label: t('wholeSite') }, ...flat.map((n) => ({ value: n.area.id, label: n.path.join(' › ') }))]}
            value={areaId ?? ''}
            onChange={(v) => setAreaId(v || null)}
            allowDeselect={false}
            w={320}
          />
          <Switch
            label={t('includeArchived')}
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
            mb={8}
          />
          <Text c="dimmed" size="sm" mb={8}>
            {t('labelCount', { count: rooms.length })}
          </Text>
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className="qr-sheet" data-testid="qr-sheet">
        {rooms.map((r) => (
          <Label key={r.id} code={r.qrCode} room={r.roomNumber} area={r.facilityArea.join(' › ')} site={site.data.name} />
        ))}
      </SimpleGrid>
    </>
  );
}
