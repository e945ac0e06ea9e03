import { useId, useState } from 'react';
import type { LibraryImage, TemplateField } from '@roi/contract/content-hub';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LinkedIn from '@mui/icons-material/LinkedIn';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { FactSource } from '@roi/contract/facts';
import { withAssistantLabel } from '@roi/contract/post-text';
import { AccessibilityCheck } from './accessibility-check';
import { AssistantDrafts } from './assistant-drafts';
import type { AcceptedReply } from '../chat-state';
import { FigureCheck } from './figure-check';
import { ImageUploader } from './image-uploader';
import { roomForImages, type PostImage } from '../post-images';
import { InsertBar } from './insert-bar';
import { LibraryPickerDialog } from './library-picker-dialog';
import { PostEditor } from './post-editor';
import { PostPreview } from './post-preview';
import type { PostContent } from '../post-requests';

interface EditStepProps {
  content: PostContent;
  organizationName: string;
  /** The organisation the post speaks for: whose facts check its figures and whose Content Hub the editor offers. */
  organizationId: number;
  /** The facts the assistant wrote the chat's replies from. */
  sources: readonly FactSource[];
  onContentChange: (html: string, text: string, isEdit: boolean) => void;
  onAddImages: (images: PostImage[]) => void;
  onRemoveImage: (id: string) => void;
  onAltTextChange: (id: string, altText: string) => void;
  /** Asks the ROI Assistant to describe an image; absent when its model cannot see images. */
  onSuggestAltText?: (image: PostImage) => Promise<void>;
  /** The post's setup, which fills a template's fields. */
  templateValues: Partial<Record<TemplateField, string>>;
  /** The organisation's plain-language grade for the accessibility check; null: not checked. */
  maxReadingGrade: number | null;
  /** The label LinkedIn will receive at the end of this post (the organisation requires one and the assistant drafted it); else null. */
  assistantLabel: string | null;
  /** The assistant's answers the post took: saved, or taken into the editor since. */
  assistantDrafts: readonly AcceptedReply[];
}

/** Ids of images chosen from the library, unique for the page's life. */
let nextLibraryImageNumber = 1;

const TAB_ID = 'platform-tab-linkedin';
const PANEL_ID = 'platform-panel-linkedin';

/** Stage 3, 'Edit & Preview': the editor, the images and the mock post, for LinkedIn. */
export function EditStep({
  content,
  organizationName,
  onContentChange,
  onAddImages,
  onRemoveImage,
  onAltTextChange,
  onSuggestAltText,
  organizationId,
  sources,
  templateValues,
  maxReadingGrade,
  assistantLabel,
  assistantDrafts,
}: EditStepProps) {
  const [isPreviewShown, setIsPreviewShown] = useState(false);
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const chooseFromLibrary = (image: LibraryImage) => {
    setLibraryOpen(false);
    if (roomForImages(content.images.length, 1) === 0) return;
    onAddImages([
      { id: `library-${nextLibraryImageNumber++}`, kind: 'library', libraryImageId: image.id, url: image.url, altText: image.alt_text },
    ]);
  };
  const previewId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        {/* Only the professional network is offered: one tab, for what LinkedIn shows. */}
        <Tabs value="linkedin" aria-label="Platform">
          <Tab value="linkedin" label="LinkedIn" icon={<LinkedIn />} iconPosition="start" id={TAB_ID} aria-controls={PANEL_ID} sx={{ minHeight: 48 }} />
        </Tabs>
        <Button
          onClick={() => setIsPreviewShown((isShown) => !isShown)}
          aria-expanded={isPreviewShown}
          aria-controls={isPreviewShown ? previewId : undefined}
          startIcon={isPreviewShown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          sx={{ mb: 0.5 }}
        >
          {isPreviewShown ? 'Hide Preview' : 'Show Preview'}
        </Button>
      </Box>
      <Box
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={TAB_ID}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: isPreviewShown ? 'minmax(0, 1fr) minmax(0, 420px)' : 'minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PostEditor
            initialHtml={content.html}
            onContentChange={onContentChange}
            insertTools={(insert) => <InsertBar organizationId={organizationId} templateValues={templateValues} insert={insert} />}
          />
          <ImageUploader
            images={content.images}
            onAdd={onAddImages}
            onRemove={onRemoveImage}
            onAltTextChange={onAltTextChange}
            onChooseFromLibrary={() => setLibraryOpen(true)}
            onSuggestAltText={onSuggestAltText}
          />
          {isLibraryOpen && (
            <LibraryPickerDialog organizationId={organizationId} onChoose={chooseFromLibrary} onClose={() => setLibraryOpen(false)} />
          )}
          <FigureCheck text={content.text} organizationId={organizationId} sources={sources} />
          <AccessibilityCheck text={content.text} altTexts={content.images.map((image) => image.altText)} maxReadingGrade={maxReadingGrade} />
          <AssistantDrafts drafts={assistantDrafts} label={assistantLabel} />
        </Box>
        {isPreviewShown && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <PostPreview
              id={previewId}
              organizationName={organizationName}
              text={withAssistantLabel(content.text, assistantLabel)}
              images={content.images}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
