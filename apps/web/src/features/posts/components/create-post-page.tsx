import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { getErrorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/storage';
import { getPost } from '../api/get-post';
import { postKeys } from '../api/query-keys';
import { CreatePostHeader } from './create-post-header';
import { CreatePostWizard, loadEditStep, type RenderHealth } from './create-post-wizard';
import { chatOfDraft, EMPTY_CHAT } from '../chat-state';
import { PATHS } from '../../../lib/paths';
import { contentOfPost, contentWithKeptText, publishChoiceOf, restoreWizard, wizardOfPost, type Stage, type StoredWizard } from '../wizard-state';
import { wizardStartOf } from '../wizard-start';
import { clearStoredWizard, readStoredWizard } from '../wizard-storage';

const POST_ID_PARAM = 'postId';

/**
 * Create Post (/posts/createpost): a new post, or a draft opened back from the list. The shell
 * shows the route's title; the page has a heading of its own.
 */
export function CreatePostPage({ user, renderHealth }: { user: SessionUser; renderHealth: RenderHealth }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Decided once: the address and the tab's storage change as the wizard goes on.
  const [stored, setStored] = useState(readStoredWizard);
  const [start, setStart] = useState(() => wizardStartOf(searchParams.get(POST_ID_PARAM), stored));

  const startOver = () => {
    clearStoredWizard();
    setSearchParams({}, { replace: true });
    const nothingStored = readStoredWizard();
    setStored(nothingStored);
    setStart(wizardStartOf(null, nothingStored));
  };

  if (start.kind === 'invalid') return <Notice message={MESSAGES.postNotFound} onStartOver={startOver} />;
  if (start.kind === 'post') {
    return <PostOpener user={user} postId={start.postId} stage={start.stage} stored={stored} onStartOver={startOver} renderHealth={renderHealth} />;
  }
  const fixedOrganization = user.org_id === AGENCY_ORG_ID ? null : user.org_id;
  const initial = restoreWizard(stored, fixedOrganization);
  return (
    <CreatePostWizard
      user={user}
      initial={initial}
      initialContent={null}
      initialChat={EMPTY_CHAT}
      initialPublishChoice={publishChoiceOf(stored, initial.nextStep?.post_id ?? null)}
      // A record carried on from the tab may hold a planned date not loaded here: kept unless one is typed.
      initialPlannedAt={initial.nextStep ? undefined : null}
      renderHealth={renderHealth}
    />
  );
}

interface PostOpenerProps {
  user: SessionUser;
  postId: number;
  /** The stage to open on; none for the one the draft was saved on. */
  stage: Stage | null;
  stored: StoredWizard;
  onStartOver: () => void;
  renderHealth: RenderHealth;
}

/** Loads a post back into the wizard, its chat and text with it; a post already posted no longer changes. */
function PostOpener({ user, postId, stage, stored, onStartOver, renderHealth }: PostOpenerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useQuery({
    queryKey: postKeys.post(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    // Fetched fresh once, then the editor owns the post: nothing may refetch it from under the user.
    refetchOnMount: 'always',
    refetchOnReconnect: false,
    staleTime: Infinity,
    meta: { isErrorShownOnScreen: true },
  });
  // A post opens on its editor, most often: its code comes while the post does.
  useEffect(() => void loadEditStep(), []);
  const post = query.isFetchedAfterMount && !query.isError ? query.data : undefined;
  const isEditable = post !== undefined && post.publish_status !== PUBLISH_STATUS.posted;

  // From here on the tab's storage names the post: a reload opens it from there, as any wizard.
  useEffect(() => {
    if (isEditable && searchParams.has(POST_ID_PARAM)) setSearchParams({}, { replace: true });
  }, [isEditable, searchParams, setSearchParams]);

  if (query.isError) return <Notice message={getErrorMessage(query.error, MESSAGES.postNotFound)} onStartOver={onStartOver} />;
  if (!post) {
    return (
      <Frame>
        <Paper variant="outlined" role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography sx={{ color: 'text.secondary' }}>Loading the post…</Typography>
        </Paper>
      </Frame>
    );
  }
  if (!isEditable) return <Notice message={MESSAGES.postAlreadyPosted} onStartOver={onStartOver} />;
  const initial = wizardOfPost(post, stored.nextStep, stage);
  const savedContent = contentOfPost(post, initial.stage);
  // A wizard the tab kept (not a post the address names) comes back with the text its author had not saved.
  const keptContent = stage !== null ? contentWithKeptText(savedContent, stored, post.post_id) : null;
  return (
    <CreatePostWizard
      user={user}
      initial={initial}
      initialContent={keptContent ?? savedContent}
      isInitialContentUnsaved={keptContent !== null}
      initialChat={chatOfDraft(post.chat)}
      initialPublishChoice={publishChoiceOf(stored, post.post_id)}
      initialPlannedAt={post.publish_status === PUBLISH_STATUS.draft ? post.scheduled_at : null}
      renderHealth={renderHealth}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <CreatePostHeader />
      {children}
    </Box>
  );
}

/** Why the post cannot be opened, with the ways on: back to the posts, or a new post. */
function Notice({ message, onStartOver }: { message: string; onStartOver: () => void }) {
  return (
    <Frame>
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={PATHS.posts} color="inherit" size="small">
              Go to posts
            </Button>
            <Button color="inherit" size="small" onClick={onStartOver}>
              Start a new post
            </Button>
          </Box>
        }
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {message}
      </Alert>
    </Frame>
  );
}
