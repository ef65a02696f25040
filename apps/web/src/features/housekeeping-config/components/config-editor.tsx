import { Badge, Box, Button } from '@mantine/core';
import { useElementSize, useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import './housekeeping-config.css';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { readScheduleJson } from '../../../lib/schedule-form.ts';
import { useAccount } from '../../../lib/session.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useUpdateHousekeepingConfig } from '../api/update-housekeeping-config.ts';
import { type Config, restoreRemovedRoomTypes, sameValue } from '../model/config-draft.ts';
import { withCarriedTranslations } from '../model/translations.ts';
import { locateProblem, type Problem, type ProblemLocation, problemsFromServer, validateDraft } from '../model/validation.ts';
import { ConflictAlert, type EditorConflict, ProblemSummary } from './config-editor-alerts.tsx';
import { ActionsContext, type ConfigEditorActions, type ConfigEditorState, focusField, StateContext } from './config-editor-context.ts';

interface PageProps {
  title: string;
  /** Buttons of the page next to Save (e.g. the reference book). */
  actions?: ReactNode;
  /** Opens what shows a problem's field (room type, routine, tab). */
  onLocate?: (location: ProblemLocation, problem: Problem, draft: Config) => void;
  children: ReactNode;
}

/**
 * The frame of every housekeeping configuration screen: loads the site's configuration, keeps the
 * edited draft, and saves the whole document at once (the server saves it whole). One Save button,
 * 'Saving...'/'Saved.', the shared rules checked before sending, the server's field errors shown on
 * their fields, a conflict with someone else's save offered as a reload, and the unsaved-changes prompt.
 */
export function ConfigEditorPage({ title, actions, onLocate, children }: PageProps) {
  // The editor's namespaces load with the page, before any of its messages is needed.
  useTranslation(['config', 'common', 'errors']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const query = useHousekeepingConfig(facilityId);
  const [openedAt] = useState(() => Date.now());

  if (!facilityId) return <PageHeader title={title} />;
  // Wait for a fresh read when the screen opens (the cache may hold an older version); offline, use it.
  const fresh = query.data && query.data.facilityId === facilityId && (query.dataUpdatedAt >= openedAt || !query.isFetching);
  if (!fresh) {
    return (
      <>
        <PageHeader title={title} />
        <QueryState query={query} />
      </>
    );
  }
  return (
    <EditorState
      key={facilityId}
      initial={query.data}
      title={title}
      actions={actions}
      onLocate={onLocate}
      reload={async () => (await query.refetch()).data}
      timeZone={account?.facility?.timeZone ?? 'UTC'}
    >
      {children}
    </EditorState>
  );
}

function EditorState({
  initial,
  title,
  actions,
  onLocate,
  reload,
  timeZone,
  children,
}: PageProps & { initial: Config; reload: () => Promise<Config | undefined>; timeZone: string }) {
  const { t, i18n } = useTranslation(['config', 'common', 'errors']);
  const mutation = useUpdateHousekeepingConfig();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [pendingJson, setPending] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState<EditorConflict | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [reloading, setReloading] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The sticky header's height (its actions wrap in longer languages), for what sticks below it.
  const { ref: headerRef, height: headerHeight } = useElementSize();

  const update = useCallback((fn: (c: Config) => Config) => {
    // A renamed name keeps its translations (domain: carriedTranslations).
    setDraft((c) => withCarriedTranslations(c, fn(c)));
    setServerProblems((p) => (p.length ? [] : p));
  }, []);
  const setPendingJson = useCallback((routineId: string, text: string | undefined) => {
    setPending((current) => {
      if (text === undefined) {
        if (!(routineId in current)) return current;
        const { [routineId]: _, ...rest } = current;
        return rest;
      }
      return current[routineId] === text ? current : { ...current, [routineId]: text };
    });
  }, []);
  const actionsValue = useMemo<ConfigEditorActions>(() => ({ update, setPendingJson, timeZone }), [update, setPendingJson, timeZone]);

  const pendingInvalid = useMemo(() => Object.values(pendingJson).some((text) => readScheduleJson(text).schedule === null), [pendingJson]);
  const dirty = pendingInvalid || !sameValue(draft, base);

  // Live problems once a save was tried; computed on a deferred draft so typing stays fluid.
  const deferred = useDeferredValue(draft);
  const deferredPending = useDeferredValue(pendingJson);
  const live = useMemo(() => (attempted ? validateDraft(deferred, deferredPending) : []), [attempted, deferred, deferredPending]);
  const problems = useMemo(() => {
    const seen = new Set(live.map((p) => `${p.path}|${p.code}`));
    return [...live, ...serverProblems.filter((p) => !seen.has(`${p.path}|${p.code}`))];
  }, [live, serverProblems]);
  const lang = i18n.language;
  const fieldError = useCallback(
    (path: string) => {
      const p = problems.find((x) => x.path === path);
      return p ? problemText(t, p, lang) : undefined;
    },
    [problems, t, lang],
  );
  const stateValue = useMemo<ConfigEditorState>(
    () => ({ draft, base, pendingJson, problems, fieldError }),
    [draft, base, pendingJson, problems, fieldError],
  );

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const locate = useCallback(
    (p: Problem) => {
      onLocate?.(locateProblem(p.path), p, draftRef.current);
      focusField(p.path, () => summaryRef.current?.scrollIntoView({ block: 'nearest' }));
    },
    [onLocate],
  );

  const save = async () => {
    if (mutation.isPending) return;
    setAttempted(true);
    const found = validateDraft(draft, pendingJson);
    if (found.length) {
      // The summary (an alert) lists the problems; the first one's field gets the focus.
      locate(found[0] as Problem);
      return;
    }
    const sent = draft;
    try {
      const saved = await withSaveFeedback(() => mutation.mutateAsync(sent));
      setBase(saved);
      setDraft((current) => (current === sent ? saved : { ...current, version: saved.version }));
      setPending({});
      setAttempted(false);
      setServerProblems([]);
      setConflict(null);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.status === 409 && err.code === 'config.stale') setConflict({ kind: 'stale', error: err });
      else if (err.status === 409 && err.code === 'config.room_type_in_use') setConflict({ kind: 'in_use', error: err });
      else if (err.status === 400 && err.errors.length) {
        const mapped = problemsFromServer(err.errors);
        setServerProblems(mapped);
        const first = mapped.find((p) => p.path);
        if (first) locate(first);
      }
    }
  };

  useHotkeys([['mod+S', () => void save()]], []);

  const discard = () => {
    setDraft(base);
    setPending({});
    setAttempted(false);
    setServerProblems([]);
    setConflict(null);
    setConfirmDiscard(false);
  };

  const onReload = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) {
        setBase(fresh);
        setDraft(fresh);
        setPending({});
        setAttempted(false);
        setServerProblems([]);
        setConflict(null);
      }
    } finally {
      setReloading(false);
    }
  };

  useEffect(() => {
    if (conflict) summaryRef.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);

  return (
    <ActionsContext.Provider value={actionsValue}>
      <StateContext.Provider value={stateValue}>
        <div className="hk-config" style={{ '--hk-header-h': `${headerHeight || 72}px` } as CSSProperties}>
          <UnsavedChangesPrompt dirty={dirty} />
          <Box
            ref={headerRef}
            pos="sticky"
            top="var(--app-shell-header-offset, 64px)"
            bg="var(--mantine-color-body)"
            pt="xs"
            mt="-xs"
            style={{ zIndex: 20, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            mb="md"
            className="hk-no-print"
          >
            <PageHeader
              title={title}
              actions={
                <>
                  {actions}
                  {dirty ? (
                    <Badge color="orange" variant="light" size="lg" data-testid="unsaved-badge">
                      {t('config:editor.unsaved')}
                    </Badge>
                  ) : null}
                  <Button
                    variant="default"
                    leftSection={<IconArrowBackUp size={18} aria-hidden />}
                    disabled={!dirty || mutation.isPending}
                    onClick={() => setConfirmDiscard(true)}
                  >
                    {t('config:editor.discard')}
                  </Button>
                  <Button
                    leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                    onClick={() => void save()}
                    loading={mutation.isPending}
                    disabled={!dirty}
                    aria-keyshortcuts="Control+S"
                  >
                    {t('common:save')}
                  </Button>
                </>
              }
            />
          </Box>

          <div ref={summaryRef}>
            {conflict ? (
              <ConflictAlert
                conflict={conflict}
                reloading={reloading}
                onReload={() => void onReload()}
                onRestore={() => {
                  update((d) => restoreRemovedRoomTypes(d, base));
                  setConflict(null);
                }}
              />
            ) : null}
            <ProblemSummary problems={problems} draft={draft} onLocate={locate} />
          </div>

          {children}

          <ConfirmDialog
            opened={confirmDiscard}
            title={t('config:editor.discardTitle')}
            confirmLabel={t('config:editor.discard')}
            onConfirm={discard}
            onCancel={() => setConfirmDiscard(false)}
          >
            {t('config:editor.discardBody')}
          </ConfirmDialog>
        </div>
      </StateContext.Provider>
    </ActionsContext.Provider>
  );
}
