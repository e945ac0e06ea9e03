import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Download from '@mui/icons-material/Download';
import type { PostListRequest } from '@roi/contract/posts';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { exportPosts } from '../api/export-posts';

/** Export: every post the list's filters match (all pages), as CSV that imports back, or JSON. */
export function ExportPostsButton({ filters }: { filters: Omit<PostListRequest, 'page' | 'page_size'> }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = useMutation({
    mutationFn: exportPosts,
    onSuccess: (file) => {
      saveFile(file.file_name, file.content_type, file.content);
      showSuccessToast(`${file.count} ${file.count === 1 ? 'post' : 'posts'} exported to ${file.file_name}.`);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
  const choose = (format: 'csv' | 'json') => {
    setAnchor(null);
    run.mutate({ ...filters, format });
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={run.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>CSV (spreadsheets; imports back)</MenuItem>
        <MenuItem onClick={() => choose('json')}>JSON</MenuItem>
      </Menu>
    </>
  );
}
