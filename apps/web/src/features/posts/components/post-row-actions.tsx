import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventRepeat from '@mui/icons-material/EventRepeat';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { PostRecord } from '@roi/contract/posts';
import { editorPath, postActionsOf, type PostMenuAction } from '../post-actions';
import { useAddToQueue, useArchivePost, useDuplicatePost } from '../hooks/use-post-actions';
import { ArchivePostDialog } from './archive-post-dialog';
import { DeletePostDialog } from './delete-post-dialog';
import { PostViewDialog } from './post-view-dialog';
import { SubmitForApprovalDialog } from './submit-for-approval-dialog';
import { useSetEmbargo, useWithdrawFromApproval } from '../hooks/use-approval-actions';
import { EmbargoDialog } from './embargo-dialog';

const MENU_ITEMS: Record<PostMenuAction, { label: string; Icon: SvgIconComponent }> = {
  queue: { label: 'Add to queue', Icon: EventRepeat },
  view: { label: 'View', Icon: VisibilityOutlined },
  duplicate: { label: 'Duplicate', Icon: ContentCopyOutlined },
  archive: { label: 'Archive', Icon: ArchiveOutlined },
  unarchive: { label: 'Unarchive', Icon: UnarchiveOutlined },
  delete: { label: 'Delete', Icon: DeleteOutlined },
  submit: { label: 'Submit for approval', Icon: TaskAltOutlined },
  withdrawSubmission: { label: 'Withdraw submission', Icon: UndoOutlined },
  embargo: { label: 'Set embargo…', Icon: LockClockOutlined },
  liftEmbargo: { label: 'Lift embargo', Icon: LockOpenOutlined },
};

/**
 * A post's actions: its main one as an icon (Open in editor for a draft, View for a posted post), the
 * others in a menu; Delete and Archive ask first.
 */
export function PostRowActions({ post, userId }: { post: PostRecord; userId: number }) {
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'view' | 'archive' | 'delete' | 'submit' | 'embargo' | null>(null);
  const withdrawSubmission = useWithdrawFromApproval();
  const embargo = useSetEmbargo();
  const duplicate = useDuplicatePost(post.post_id);
  const unarchive = useArchivePost(post.post_id);
  const addToQueue = useAddToQueue(post, userId);
  const { primary, menu } = postActionsOf(post);

  const choose = (action: PostMenuAction) => {
    setMenuAnchor(null);
    if (action === 'duplicate') duplicate.mutate();
    else if (action === 'queue') addToQueue.mutate();
    else if (action === 'unarchive') unarchive.mutate(false);
    else if (action === 'withdrawSubmission') withdrawSubmission.mutate(post.post_id);
    else if (action === 'liftEmbargo') embargo.mutate({ postId: post.post_id, notBefore: null });
    else setDialog(action);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
      {primary === 'edit' && (
        <Tooltip title="Open in editor">
          <IconButton component={RouterLink} to={editorPath(post.post_id)} color="primary" aria-label={`Open ${post.campaign_name} in editor`}>
            <EditNoteOutlined />
          </IconButton>
        </Tooltip>
      )}
      {primary === 'view' && (
        <Tooltip title="View">
          <IconButton color="primary" aria-label={`View ${post.campaign_name}`} onClick={() => setDialog('view')}>
            <VisibilityOutlined />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="More actions">
        <IconButton
          aria-label={`More actions for ${post.campaign_name}`}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          disabled={duplicate.isPending || unarchive.isPending || addToQueue.isPending || withdrawSubmission.isPending || embargo.isPending}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {menu.map((action) => {
          const { Icon } = MENU_ITEMS[action];
          const label = action === 'embargo' && post.not_before ? 'Change embargo…' : MENU_ITEMS[action].label;
          return (
            <MenuItem key={action} onClick={() => choose(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
              <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      {dialog === 'view' && <PostViewDialog post={post} onClose={() => setDialog(null)} />}
      {dialog === 'archive' && <ArchivePostDialog post={post} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeletePostDialog post={post} onClose={() => setDialog(null)} />}
      {dialog === 'submit' && <SubmitForApprovalDialog post={post} onClose={() => setDialog(null)} />}
      {dialog === 'embargo' && <EmbargoDialog post={post} onClose={() => setDialog(null)} />}
    </Box>
  );
}
