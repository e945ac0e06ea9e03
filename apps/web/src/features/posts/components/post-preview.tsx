import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Public from '@mui/icons-material/Public';
import Repeat from '@mui/icons-material/Repeat';
import Send from '@mui/icons-material/Send';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { imageSource, type PostImage } from '../post-images';
import { previewImagesOf, previewTextOf } from '../preview';

interface PostPreviewProps {
  id: string;
  organizationName: string;
  /** The text LinkedIn receives, as the editor reports it. */
  text: string;
  images: PostImage[];
}

const REACTIONS = [
  { label: 'Like', icon: <ThumbUpOutlined /> },
  { label: 'Comment', icon: <ChatBubbleOutline /> },
  { label: 'Repost', icon: <Repeat /> },
  { label: 'Send', icon: <Send /> },
];

/** A mock of the post on LinkedIn: the text cut with 'More', up to three images, its reactions drawn (not buttons). */
export function PostPreview({ id, organizationName, text, images }: PostPreviewProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const shown = previewTextOf(text, images.length, isExpanded);
  return (
    <Paper id={id} component="section" role="region" aria-label="Post preview" variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pb: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }} aria-hidden>
          {organizationName.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{organizationName}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            Now · <Public sx={{ fontSize: 14 }} aria-label="Public" />
          </Typography>
        </Box>
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        {shown.text ? (
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shown.text}
            {shown.isCut && (
              <>
                …{' '}
                <Button
                  size="small"
                  onClick={() => setIsExpanded(true)}
                  sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none', fontWeight: 600 }}
                >
                  More
                </Button>
              </>
            )}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>The post's text shows here as you write it.</Typography>
        )}
      </Box>
      <PreviewImages images={images} />
      <Divider />
      {/* LinkedIn's reactions, drawn as the post will look: nothing to press here, so not buttons. */}
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', px: 0.5, py: 0.5 }}>
        {REACTIONS.map((reaction) => (
          <Box
            key={reaction.label}
            component="span"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: { xs: 0, sm: 1 },
              py: 0.75,
              color: 'text.secondary',
              fontWeight: 600,
              // Phones stack the icon over its word, as LinkedIn's app does, so that all four fit.
              flexDirection: { xs: 'column', sm: 'row' },
              fontSize: { xs: 12, sm: 14 },
              '& svg': { fontSize: 20 },
            }}
          >
            {reaction.icon}
            {reaction.label}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** One image full width; more in a two-column grid whose first cell spans the row when the count is odd. */
function PreviewImages({ images }: { images: PostImage[] }) {
  const { shown, moreCount } = previewImagesOf(images);
  const cells = shown.length + (moreCount > 0 ? 1 : 0);
  if (cells === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: cells === 1 ? '1fr' : '1fr 1fr', gap: 0.5 }}>
      {shown.map((image, index) => (
        <Box
          key={image.id}
          component="img"
          src={imageSource(image)}
          alt={image.altText || `Image ${index + 1}`}
          sx={{
            width: '100%',
            height: cells === 1 ? 'auto' : 180,
            maxHeight: 360,
            objectFit: 'cover',
            display: 'block',
            gridColumn: index === 0 && cells % 2 === 1 && cells > 1 ? '1 / -1' : undefined,
          }}
        />
      ))}
      {moreCount > 0 && (
        <Box sx={{ display: 'grid', placeItems: 'center', height: 180, bgcolor: 'action.selected' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            +{moreCount} More
          </Typography>
        </Box>
      )}
    </Box>
  );
}
