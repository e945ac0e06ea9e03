import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Close from '@mui/icons-material/Close';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { MESSAGES } from '@roi/contract/messages';
import { IMAGE_ALT_TEXT_MAX_CHARS, POST_IMAGES_MAX } from '@roi/contract/post-rules';
import { showPostWarning } from '../create-post-toasts';
import { imageSource, roomForImages, type PostImage } from '../post-images';
import { POST_IMAGE_ACCEPT, readPostImage } from '../../../lib/post-image-file';

interface ImageUploaderProps {
  images: PostImage[];
  onAdd: (images: PostImage[]) => void;
  onRemove: (id: string) => void;
  onAltTextChange: (id: string, altText: string) => void;
  /** Opens the organisation's media library, whose images are attached without uploading them again. */
  onChooseFromLibrary?: () => void;
  /** Asks the ROI Assistant to describe an image; absent when its model cannot see images. */
  onSuggestAltText?: (image: PostImage) => Promise<void>;
}

/** Ids of chosen images, unique for the page's life (the uploader unmounts between stages, the images stay). */
let nextImageNumber = 1;

/**
 * The post's images: dropped or chosen, each checked here first (docs/product/validation.md#post-images), shown
 * as thumbnails that can be removed, each beside a field for the alt text LinkedIn reads out for it.
 */
export function ImageUploader({ images, onAdd, onRemove, onAltTextChange, onChooseFromLibrary, onSuggestAltText }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const [isReading, setIsReading] = useState(false);
  const [describing, setDescribing] = useState<ReadonlySet<string>>(new Set());
  const suggestFor = async (image: PostImage, suggest: (image: PostImage) => Promise<void>) => {
    setDescribing((ids) => new Set(ids).add(image.id));
    try {
      await suggest(image);
    } finally {
      setDescribing((ids) => new Set([...ids].filter((id) => id !== image.id)));
    }
  };
  const hintId = useId();
  const isFull = images.length >= POST_IMAGES_MAX;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setIsReading(true);
    const problems = new Set<string>();
    const accepted: PostImage[] = [];
    for (const file of files) {
      const result = await readPostImage(file);
      if (result.problem !== null) problems.add(result.problem);
      else accepted.push({ id: `new-${nextImageNumber++}`, kind: 'new', dataUrl: result.dataUrl, altText: '' });
    }
    setIsReading(false);
    const room = roomForImages(images.length, accepted.length);
    if (accepted.length > room) problems.add(MESSAGES.postTooManyImages);
    if (room > 0) onAdd(accepted.slice(0, room));
    problems.forEach(showPostWarning);
  };

  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a removal.
    event.target.value = '';
    void addFiles(files);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number, id: string) => {
    onRemove(id);
    // Keep the keyboard where it was: on the next image's remove button, else on 'Add images'.
    const neighbour = removeButtons.current[index + 1] ?? removeButtons.current[index - 1];
    (neighbour ?? addButton.current)?.focus();
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: isDragging ? 'action.hover' : 'transparent',
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <AddPhotoAlternateOutlined sx={{ fontSize: 36, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Drag and drop images here, or</Typography>
        <Button
          ref={addButton}
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={isFull}
          loading={isReading}
          aria-describedby={hintId}
        >
          Add images
        </Button>
        {onChooseFromLibrary && (
          <Button variant="text" startIcon={<PhotoLibraryOutlined />} onClick={onChooseFromLibrary} disabled={isFull} aria-haspopup="dialog">
            Choose from library
          </Button>
        )}
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
          PNG, JPEG, GIF or WebP, at most 2 MB each; up to {POST_IMAGES_MAX} images ({images.length} added).
        </Typography>
        <input ref={input} type="file" hidden accept={POST_IMAGE_ACCEPT} multiple aria-label="Add images" onChange={handleChosen} />
      </Box>
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="Post images"
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 1.5 }}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box sx={{ position: 'relative', flex: '0 0 96px', aspectRatio: '1', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
                <Box
                  component="img"
                  src={imageSource(image)}
                  alt={image.altText || `Image ${index + 1}, not described yet`}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              <IconButton
                ref={(element) => {
                  removeButtons.current[index] = element;
                }}
                size="small"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => remove(index, image.id)}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <Close fontSize="small" />
              </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gap: 0.5, flex: 1, minWidth: 0 }}>
              <TextField
                label={`Alt text for image ${index + 1}`}
                value={image.altText}
                onChange={(event) => onAltTextChange(image.id, event.target.value)}
                multiline
                minRows={2}
                maxRows={6}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: IMAGE_ALT_TEXT_MAX_CHARS } }}
                helperText={`What the image shows, for people who cannot see it (${image.altText.length} of ${IMAGE_ALT_TEXT_MAX_CHARS.toLocaleString('en')} characters).`}
              />
              {/* Offered only while the field is empty, so that a suggestion never replaces what the author wrote. */}
              {onSuggestAltText && image.altText === '' && (
                <Button
                  size="small"
                  startIcon={<AutoAwesomeOutlined />}
                  disabled={describing.has(image.id)}
                  aria-label={`Suggest alt text for image ${index + 1}`}
                  onClick={() => void suggestFor(image, onSuggestAltText)}
                  sx={{ justifySelf: 'start' }}
                >
                  {describing.has(image.id) ? 'Suggesting…' : 'Suggest alt text'}
                </Button>
              )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
