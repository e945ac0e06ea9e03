import { useState } from 'react';
import Box from '@mui/material/Box';
import type { PostRecord } from '@roi/contract/posts';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { targetStateChanges } from '../publishing-view';

/**
 * Tells a screen reader, politely and out of sight, when the list (read again while posts go out)
 * shows an account's state changed: 'Published: Spring sites on Lakeside EDO'.
 */
export function PublishingAnnouncer({ posts }: { posts: readonly PostRecord[] | undefined }) {
  const [shownPosts, setShownPosts] = useState(posts);
  const [message, setMessage] = useState('');
  // Compared while rendering, with the posts of the render before (React's way to follow a prop).
  if (posts !== shownPosts) {
    setShownPosts(posts);
    const changes = targetStateChanges(shownPosts ?? [], posts ?? []);
    if (changes.length > 0) setMessage(changes.join('. '));
  }
  return (
    <Box aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
      {message}
    </Box>
  );
}
