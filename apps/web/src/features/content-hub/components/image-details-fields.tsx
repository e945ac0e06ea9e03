import TextField from '@mui/material/TextField';
import { IMAGE_ALT_TEXT_MAX_CHARS } from '@roi/contract/post-rules';

interface ImageDetailsFieldsProps {
  altText: string;
  tags: string;
  onAltTextChange: (altText: string) => void;
  onTagsChange: (tags: string) => void;
  altTextHelp: string;
  isDisabled?: boolean;
}

/** A library image's alt text and tags, as the upload and the image's own dialog ask for them. */
export function ImageDetailsFields({ altText, tags, onAltTextChange, onTagsChange, altTextHelp, isDisabled = false }: ImageDetailsFieldsProps) {
  return (
    <>
      <TextField
        label="Alt text"
        value={altText}
        onChange={(event) => onAltTextChange(event.target.value)}
        multiline
        minRows={2}
        disabled={isDisabled}
        slotProps={{ htmlInput: { maxLength: IMAGE_ALT_TEXT_MAX_CHARS } }}
        helperText={altTextHelp}
      />
      <TextField
        label="Tags"
        value={tags}
        onChange={(event) => onTagsChange(event.target.value)}
        disabled={isDisabled}
        helperText="Separate tags with commas, for example: sites, aerial."
      />
    </>
  );
}
