import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { POST_IMAGES_MAX, PUBLISH_STATUS, type AssistantActionFlag } from '@roi/contract/post-rules';
import type { PostDetail } from '@roi/contract/posts';
import { postTextProblem, withAssistantLabel } from '@roi/contract/post-text';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { DEFAULT_READING_GRADE } from '@roi/contract/post-accessibility';
import { getPost } from '../api/get-post';
import { getErrorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/storage';
import { createInitialPost, savePost } from '../api/create-post';
import { postKeys } from '../api/query-keys';
import { suggestAltText } from '../api/suggest-alt-text';
import { useOrganizationOptions } from '../hooks/use-post-list-queries';
import type { AssistantContext } from '../assistant-requests';
import { AssistantStep } from './assistant-step';
import { acceptedRepliesOf, chatSourcesOf, generationOfReply, isAwaitingFirstReply, keptReplyIds, type ChatState } from '../chat-state';
import { CreatePostHeader } from './create-post-header';
import { showPostError, showPostSuccess, showPostWarning } from '../create-post-toasts';
import { LeaveDialog } from './leave-dialog';
import { imageSource, imagesOfPost, type PostImage } from '../post-images';
import { draftContent, initialPostRequest, savedPostRequest, type PostContent } from '../post-requests';
import { textToHtml } from '../post-text';
import { PATHS } from '../../../lib/paths';
import { usePublishingAccounts } from '../hooks/use-publishing-accounts';
import { scheduleOfChoice, type PublishChoice } from '../publish-choice';
import { scheduleProblem, toLocalDateTime } from '../../../lib/schedule';
import { EditorApproval } from './editor-approval';
import { useNeedsApproval } from '../hooks/use-needs-approval';
import { PublishSection } from './publish-section';
import { missingSetupFields, toCreatePostData, type CreatePostData, type SetupValues } from '../setup';
import { SetupStep, type SetupCheck } from './setup-step';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useSetupChips } from '../hooks/use-setup-chips';
import { WizardActions } from './wizard-actions';
import { nextStepAfterSave, wizardReducer, type Stage, type WizardState } from '../wizard-state';
import { STAGE_TITLES, WizardStepper } from './wizard-stepper';
import { clearStoredWizard, storeEditorText, storeWizard } from '../wizard-storage';

const EMPTY_CONTENT: PostContent = { html: '', text: '', images: [] };

/**
 * The editor is most of the screen's code: it loads when the wizard gets near it (the assistant's step, a
 * post being opened), not with the setup.
 */
export const loadEditStep = () => import('./edit-step');
const EditStep = lazy(() => loadEditStep().then((module) => ({ default: module.EditStep })));

interface CreatePostWizardProps {
  user: SessionUser;
  initial: WizardState;
  /** The post opened back into the editor, if one was. */
  initialContent: PostContent | null;
  /** The editor's text is the one the tab kept unsaved, not the one the last draft saved. */
  isInitialContentUnsaved?: boolean;
  /** The chat the draft opened back kept (empty for a new post). */
  initialChat: ChatState;
  /** When to publish, as this tab kept it for the post. */
  initialPublishChoice: PublishChoice;
  /** The draft's planned date as saved (an instant), null for none, undefined when not known. */
  initialPlannedAt: string | null | undefined;
  renderHealth: RenderHealth;
}

/** What would stop an organisation's posts going out (the scheduling feature's warnings), from the app. */
export type RenderHealth = (organizationId: number) => ReactNode;

/** The three-step create-post wizard: setup, the ROI Assistant, then edit and post. */
export function CreatePostWizard({
  user,
  initial,
  initialContent,
  isInitialContentUnsaved = false,
  initialChat,
  initialPublishChoice,
  initialPlannedAt,
  renderHealth,
}: CreatePostWizardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAgency = user.org_id === AGENCY_ORG_ID;
  const [wizard, dispatch] = useReducer(wizardReducer, initial);
  const [content, setContent] = useState(initialContent ?? EMPTY_CONTENT);
  // Changes to the post since it was last saved, counted so that a save in flight cannot hide newer ones.
  const [edits, setEdits] = useState(isInitialContentUnsaved ? 1 : 0);
  const [savedEdits, setSavedEdits] = useState(0);
  // The chat's replies as the last draft kept them.
  const [savedReplyIds, setSavedReplyIds] = useState(() => keptReplyIds(initialChat));
  // Why the last save failed, shown until a save succeeds: the post stays on screen as it was.
  const [saveFailure, setSaveFailure] = useState<{ title: string; reason: string } | null>(null);
  /** Where the user is leaving for, while the leave dialog asks whether to. */
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [publishChoice, setPublishChoice] = useState(initialPublishChoice);
  // Shown once Post was pressed with a time that cannot be used; then kept up to date as the time changes.
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  // The last Next or Save as Draft that found setup fields empty: the setup marks them.
  const [setupCheck, setSetupCheck] = useState<SetupCheck | null>(null);
  // The assistant's replies the author took into the editor: the post is drafted with the assistant.
  const [acceptedIds, setAcceptedIds] = useState<number[]>([]);

  // The wizard survives a reload of this tab, and so does a schedule chosen for the post.
  useEffect(() => storeWizard(wizard, publishChoice), [wizard, publishChoice]);
  // So does the editor's text while it is not saved, kept with its post so it never opens in another.
  const keptPostId = wizard.nextStep?.post_id ?? null;
  const isTextUnsaved = edits !== savedEdits;
  useEffect(
    () => storeEditorText(isTextUnsaved && keptPostId !== null ? { postId: keptPostId, html: content.html } : null),
    [isTextUnsaved, keptPostId, content.html],
  );

  useEffect(() => {
    if (wizard.stage === 2) void loadEditStep();
  }, [wizard.stage]);

  const setup = useMemo(() => toCreatePostData(wizard.setup), [wizard.setup]);
  const organizations = useOrganizationOptions(isAgency);
  const organizationName = isAgency
    ? (organizations.data?.find((organization) => organization.id === wizard.setup.organization)?.organization_name ?? null)
    : user.org_name;
  const templateValues = useMemo(
    () => ({
      campaign: wizard.setup.campaign,
      goal: wizard.setup.goal,
      industry: wizard.setup.industry,
      region: wizard.setup.region,
      audience: wizard.setup.audience,
      organisation: organizationName ?? '',
    }),
    [wizard.setup, organizationName],
  );
  const context = useMemo<AssistantContext | null>(
    () => (setup && wizard.nextStep ? { setup, nextStep: wizard.nextStep, userId: user.user_id, organizationName } : null),
    [setup, wizard.nextStep, user.user_id, organizationName],
  );
  const assistant = useAssistantChat(context, initialChat);
  const chips = useSetupChips(wizard.setup);
  const createRecord = useMutation({ mutationFn: createInitialPost });
  // Asked for from the assistant's stage on, so that the accounts are there when the editor opens.
  const publishing = usePublishingAccounts(user.user_id, wizard.stage > 1 ? wizard.setup.organization : null);
  const needsApproval = useNeedsApproval(wizard.stage === 3 ? wizard.setup.organization : null, publishing.data?.canPublish);
  const timeZone = publishing.data?.timezone ?? null;
  const save = useMutation({ mutationFn: savePost });
  // The draft's planned date on the organisation's clock: unknown until that clock is, when it has one.
  const initialPlanned =
    initialPlannedAt === null ? '' : initialPlannedAt !== undefined && timeZone ? utcToZonedLocal(new Date(initialPlannedAt), timeZone) : undefined;
  const [plannedEdit, setPlannedEdit] = useState<string>();
  const [savedPlanned, setSavedPlanned] = useState<string>();
  const [plannedError, setPlannedError] = useState<string | null>(null);
  const plannedAt = plannedEdit ?? initialPlanned;
  const lastSavedPlanned = savedPlanned ?? initialPlanned;
  // The post as last saved: its organisation's writing rules, and the assistant's answers the server found it took.
  const savedPost = useQuery({
    queryKey: postKeys.post(wizard.nextStep?.post_id ?? 0),
    queryFn: ({ signal }) => getPost(wizard.nextStep!.post_id, signal),
    enabled: wizard.stage === 3 && wizard.nextStep !== null,
  });
  const writingRules = savedPost.data?.writing_rules;
  const isDraftedWithAssistant = acceptedIds.length > 0 || (savedPost.data?.assistant_generations.length ?? 0) > 0;
  const assistantLabel = isDraftedWithAssistant ? (writingRules?.assistant_label ?? null) : null;
  const savedDrafts = savedPost.data?.assistant_generations ?? [];
  const assistantDrafts = [
    ...savedDrafts,
    ...acceptedRepliesOf(
      assistant.chat,
      acceptedIds.filter((id) => !savedDrafts.some((draft) => draft.generation_id === id)),
    ),
  ];

  const goTo = (stage: Stage) => dispatch({ type: 'stageChanged', stage });

  /** The setup is incomplete: its empty fields are marked, the first takes the focus. */
  const reportMissingSetup = () => {
    setSetupCheck((last) => ({ count: (last?.count ?? 0) + 1, missing: missingSetupFields(wizard.setup) }));
    goTo(1);
  };

  /** The list, the campaigns and the post itself changed on the server. */
  const refreshPostQueries = (post: PostDetail | null, organizationId: number) => {
    if (post) queryClient.setQueryData(postKeys.post(post.post_id), post);
    void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: postKeys.campaigns(organizationId) });
  };

  const startAssistant = (forSetup: CreatePostData) => {
    goTo(2);
    if (wizard.nextStep) return;
    createRecord.mutate(initialPostRequest(forSetup, user.user_id), {
      onSuccess: (nextStep) => {
        dispatch({ type: 'recordReceived', nextStep, forSetup });
        refreshPostQueries(null, forSetup.organization);
      },
      onError: (error) => {
        showPostError(getErrorMessage(error));
        dispatch({ type: 'recordFailed' });
      },
    });
  };

  const putInEditor = (text: string) => {
    setContent((current) => ({ ...current, html: textToHtml(text) }));
    setEdits((count) => count + 1);
    const generationId = generationOfReply(assistant.chat, text);
    if (generationId !== null) setAcceptedIds((ids) => (ids.includes(generationId) ? ids : [...ids, generationId]));
  };

  const openEditor = () => {
    // The latest reply goes to the editor, unless the user has written there already.
    if (assistant.latestReply && !content.text.trim()) putInEditor(assistant.latestReply);
    assistant.stop();
    goTo(3);
  };

  const saveDraft = () => {
    if (!setup) {
      reportMissingSetup();
      return;
    }
    // The planned date is checked when it changed: one saved before is kept as it is, even once past.
    const planned = plannedAt === undefined ? undefined : toLocalDateTime(plannedAt) || null;
    const plannedProblem = planned && plannedAt !== lastSavedPlanned && timeZone ? scheduleProblem(planned, timeZone, new Date()) : null;
    setPlannedError(plannedProblem);
    if (plannedProblem) {
      showPostWarning(plannedProblem);
      return;
    }
    const sent = draftContent(wizard.stage, content, assistant.latestReply);
    const editsAtSend = edits;
    const replyIds = keptReplyIds(assistant.chat);
    const request = savedPostRequest({
      setup,
      userId: user.user_id,
      publishStatus: PUBLISH_STATUS.draft,
      postId: wizard.nextStep?.post_id ?? null,
      content: sent,
      draft: { stage: wizard.stage, chatGenerationIds: replyIds, plannedAt: planned },
      acceptedGenerationIds: acceptedIds,
    });
    save.mutate(request, {
      onSuccess: (post) => {
        setSaveFailure(null);
        showPostSuccess(MESSAGES.postDrafted);
        dispatch({ type: 'recordReceived', nextStep: nextStepAfterSave(wizard.nextStep, post), forSetup: setup });
        if (sent) {
          // The server keeps the images now: later saves name them by URL instead of sending them again.
          setContent((current) => (current.images === sent.images ? { ...current, images: imagesOfPost(post) } : current));
          setSavedEdits(editsAtSend);
        }
        setSavedReplyIds(replyIds);
        if (plannedAt !== undefined) setSavedPlanned(plannedAt);
        refreshPostQueries(post, setup.organization);
      },
      onError: (error) => setSaveFailure({ title: MESSAGES.draftNotSaved, reason: getErrorMessage(error) }),
    });
  };

  const publish = () => {
    if (!setup) {
      reportMissingSetup();
      return;
    }
    const problem = postTextProblem(withAssistantLabel(content.text, assistantLabel));
    if (problem) {
      showPostWarning(problem);
      return;
    }
    const schedule = scheduleOfChoice(publishChoice, timeZone, new Date());
    setScheduleError(schedule.problem);
    if (schedule.problem !== null) {
      showPostWarning(schedule.problem);
      return;
    }
    const request = savedPostRequest({
      setup,
      userId: user.user_id,
      publishStatus: PUBLISH_STATUS.posted,
      postId: wizard.nextStep?.post_id ?? null,
      content,
      scheduleAt: schedule.scheduleAt,
      addToQueue: publishChoice.mode === 'queue',
      acceptedGenerationIds: acceptedIds,
    });
    save.mutate(request, {
      onSuccess: (post) => {
        setSaveFailure(null);
        showPostSuccess(request.add_to_queue ? MESSAGES.postQueued : request.schedule_at ? MESSAGES.postScheduled : MESSAGES.posted);
        clearStoredWizard();
        refreshPostQueries(post, setup.organization);
        void navigate(PATHS.posts);
      },
      onError: (error) => setSaveFailure({ title: MESSAGES.postNotSaved, reason: getErrorMessage(error) }),
    });
  };

  const handleNext = () => {
    if (wizard.stage === 3) {
      publish();
    } else if (wizard.stage === 2) {
      openEditor();
    } else if (setup) {
      startAssistant(setup);
    } else {
      reportMissingSetup();
    }
  };

  const handleCancel = () => {
    assistant.clear();
    if (wizard.stage > 1) goTo((wizard.stage - 1) as Stage);
  };

  const handleAction = (flag: AssistantActionFlag, text: string) => {
    if (flag !== 'OpenPreviewPanel') {
      void assistant.act(flag, text);
      return;
    }
    putInEditor(text);
    goTo(3);
  };

  const leave = (to: string = PATHS.posts) => {
    assistant.clear();
    clearStoredWizard();
    void navigate(to);
  };

  const replyIds = keptReplyIds(assistant.chat);
  const hasUnsavedWork =
    edits !== savedEdits ||
    assistant.isGenerating ||
    plannedAt !== lastSavedPlanned ||
    replyIds.length !== savedReplyIds.length ||
    replyIds.some((id, index) => id !== savedReplyIds[index]);

  const changePublishChoice = (choice: PublishChoice) => {
    setPublishChoice(choice);
    // An error on screen follows the time as it is corrected.
    if (scheduleError !== null) setScheduleError(scheduleOfChoice(choice, timeZone, new Date()).problem);
  };

  const handleContentChange = useCallback((html: string, text: string, isEdit: boolean) => {
    setContent((current) => ({ ...current, html, text }));
    if (isEdit) setEdits((count) => count + 1);
  }, []);

  const addImages = useCallback((added: PostImage[]) => {
    setContent((current) => ({ ...current, images: [...current.images, ...added].slice(0, POST_IMAGES_MAX) }));
    setEdits((count) => count + 1);
  }, []);

  const removeImage = useCallback((id: string) => {
    setContent((current) => ({ ...current, images: current.images.filter((image) => image.id !== id) }));
    setEdits((count) => count + 1);
  }, []);

  // The assistant's description fills an image's alt text only if the author has not written one meanwhile.
  const postId = wizard.nextStep?.post_id;
  const organizationId = wizard.setup.organization ?? user.org_id;
  const suggestImageAltText =
    savedPost.data?.assistant_sees_images && postId !== undefined
      ? async (image: PostImage) => {
          try {
            const { altText, message } = await suggestAltText(organizationId, postId, imageSource(image));
            setContent((current) => ({
              ...current,
              images: current.images.map((shown) => (shown.id === image.id && shown.altText === '' ? { ...shown, altText } : shown)),
            }));
            showPostSuccess(message);
          } catch (error) {
            showPostError(getErrorMessage(error));
          }
        }
      : undefined;
  const changeAltText = useCallback((id: string, altText: string) => {
    setContent((current) => ({ ...current, images: current.images.map((image) => (image.id === id ? { ...image, altText } : image)) }));
    setEdits((count) => count + 1);
  }, []);

  const changeSetup = (changes: Partial<SetupValues>) => dispatch({ type: 'setupChanged', changes });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <CreatePostHeader onBack={() => (hasUnsavedWork ? setLeavingTo(PATHS.posts) : leave())} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        <WizardStepper stage={wizard.stage} />
        <StagePanel stage={wizard.stage}>
          {wizard.stage === 1 && <SetupStep values={wizard.setup} onChange={changeSetup} isAgency={isAgency} check={setupCheck} />}
          {wizard.stage === 2 && (
            <AssistantStep
              chips={chips}
              messages={assistant.chat.messages}
              suggestions={wizard.nextStep?.prompt_suggestion ?? null}
              isGenerating={assistant.isGenerating}
              canAsk={context !== null && !assistant.isGenerating}
              onAsk={assistant.ask}
              onAction={handleAction}
            />
          )}
          {wizard.stage === 3 && (
            // The whole step shows at once: the sections under the editor would jump down when it arrived,
            // moving their buttons from under a pointer about to click them.
            <Suspense fallback={<EditorLoading />}>
              <EditStep
                content={content}
                organizationName={organizationName ?? 'Your organization'}
                organizationId={wizard.setup.organization ?? user.org_id}
                sources={chatSourcesOf(assistant.chat)}
                onContentChange={handleContentChange}
                onAddImages={addImages}
                onRemoveImage={removeImage}
                onAltTextChange={changeAltText}
                onSuggestAltText={suggestImageAltText}
                templateValues={templateValues}
                maxReadingGrade={writingRules ? writingRules.plain_language_grade : DEFAULT_READING_GRADE}
                assistantLabel={assistantLabel}
                assistantDrafts={assistantDrafts}
              />
              <PublishSection
                accounts={{
                  data: publishing.data,
                  error: publishing.error,
                  isPending: publishing.isPending,
                  refetch: () => void publishing.refetch(),
                }}
                choice={publishChoice}
                onChoiceChange={changePublishChoice}
                scheduleError={scheduleError}
                organizationName={organizationName ?? 'This organization'}
                isOwnOrganization={wizard.setup.organization === user.org_id}
                needsApproval={needsApproval}
                organizationId={wizard.setup.organization ?? undefined}
                health={wizard.setup.organization !== null && renderHealth(wizard.setup.organization)}
                plannedAt={plannedAt ?? ''}
                plannedError={plannedError}
                onPlannedAtChange={(value) => {
                  setPlannedEdit(value);
                  setPlannedError(null);
                }}
              />
              {wizard.nextStep && <EditorApproval postId={wizard.nextStep.post_id} hasUnsavedWork={hasUnsavedWork} />}
            </Suspense>
          )}
        </StagePanel>
        {saveFailure !== null && (
          <Alert severity="error" role="alert" onClose={() => setSaveFailure(null)} sx={{ mt: 3 }}>
            <AlertTitle>{saveFailure.title}</AlertTitle>
            {saveFailure.reason}
          </Alert>
        )}
        <WizardActions
          stage={wizard.stage}
          onCancel={handleCancel}
          onSaveDraft={saveDraft}
          onNext={handleNext}
          isDrafting={save.isPending && save.variables.publish_status === PUBLISH_STATUS.draft}
          isPosting={save.isPending && save.variables.publish_status === PUBLISH_STATUS.posted}
          isNextHeld={
            // One record at a time: a Next back on the setup waits for the one on its way.
            createRecord.isPending || (wizard.stage === 2 && (!wizard.nextStep || isAwaitingFirstReply(assistant.chat)))
          }
          isDraftHeld={createRecord.isPending}
          publishMode={publishChoice.mode}
        />
      </Paper>
      {leavingTo !== null && <LeaveDialog onStay={() => setLeavingTo(null)} onLeave={() => leave(leavingTo)} />}
    </Box>
  );
}

/**
 * The current step's content, named after it. When the step changes, focus moves here so that keyboard
 * and screen-reader users start at the top of the new step.
 */
function StagePanel({ stage, children }: { stage: Stage; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    panel.current?.focus();
  }, [stage]);
  return (
    <Box ref={panel} component="section" aria-label={STAGE_TITLES[stage]} tabIndex={-1} sx={{ outline: 'none' }}>
      {children}
    </Box>
  );
}

function EditorLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>Loading the editor…</Typography>
    </Box>
  );
}
