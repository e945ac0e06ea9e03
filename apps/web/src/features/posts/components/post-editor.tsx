import { useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { POST_MAX_CHARS } from '@roi/contract/post-rules';
import { postText, postTextLength } from '@roi/contract/post-text';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';
import { toSafeLinkUrl } from '../link-url';
import { insertableContent } from '../insert-text';
import { brandTextColor } from '../../../lib/theme';

interface PostEditorProps {
  initialHtml: string;
  /**
   * The editor's HTML and the text LinkedIn receives for it, once it is ready (`isEdit` false) and after
   * every change the user makes (`isEdit` true).
   */
  onContentChange: (html: string, text: string, isEdit: boolean) => void;
  /** Buttons under the toolbar that insert saved text at the cursor (templates, hashtags, snippets). */
  insertTools?: (insert: (text: string) => void) => ReactNode;
}

/** The rich-text editor of stage 3: headings 1–4, marks, quotes, lists, links, clear. */
export function PostEditor({ initialHtml, onContentChange, insertTools }: PostEditorProps) {
  const editorId = useId();
  const counterId = useId();
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  // Kept from the editor's own events: a selector reading the editor's text can run while React
  // replaces the editor, when its schema is already gone.
  const [text, setText] = useState('');
  const report = (html: string, isEdit: boolean) => {
    const plainText = postText(html);
    setText(plainText);
    onContentChange(html, plainText, isEdit);
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // Pasted and typed links too: web pages and email addresses only, never script.
          isAllowedUri: (url) => toSafeLinkUrl(url) !== null,
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Post text',
        'aria-describedby': counterId,
      },
    },
    onCreate: ({ editor: created }) => report(created.getHTML(), false),
    onUpdate: ({ editor: updated }) => report(updated.getHTML(), true),
  });

  const openLinkDialog = () => setLinkUrl(String(editor.getAttributes('link').href ?? ''));

  const applyLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkUrl(null);
  };

  const insert = (text: string) => {
    editor.chain().focus().insertContent(insertableContent(text)).run();
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkUrl(null);
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <EditorToolbar editor={editor} editorId={editorId} onLink={openLinkDialog} />
      {insertTools?.(insert)}
      <Box sx={{ position: 'relative', ...CONTENT_STYLES }}>
        {!text.trim() && <EmptyHint />}
        <EditorContent editor={editor} />
      </Box>
      <CharacterCount id={counterId} count={postTextLength(text)} />
      {linkUrl !== null && (
        <LinkDialog currentUrl={linkUrl} onApply={applyLink} onRemove={removeLink} onClose={() => setLinkUrl(null)} />
      )}
    </Box>
  );
}

const CONTENT_STYLES = {
  '& .ProseMirror': {
    minHeight: 240,
    maxHeight: '60vh',
    overflowY: 'auto',
    px: 2,
    py: 1.5,
    outline: 'none',
    // The frame's colour change is too faint to show the focus (below 3:1): a ring in the readable shade.
    '&:focus-visible': { outline: '2px solid', outlineColor: brandTextColor, outlineOffset: '-2px', borderRadius: 2 },
    overflowWrap: 'anywhere',
    '& > :first-of-type': { mt: 0 },
    '& p': { my: 1 },
    '& h1': { fontSize: '1.75rem', my: 1.5 },
    '& h2': { fontSize: '1.5rem', my: 1.5 },
    '& h3': { fontSize: '1.25rem', my: 1.25 },
    '& h4': { fontSize: '1.1rem', my: 1 },
    '& ul, & ol': { pl: 3 },
    '& blockquote': { borderLeft: 3, borderColor: 'divider', color: 'text.secondary', ml: 0, pl: 2 },
    '& a': { color: 'primary.main', textDecoration: 'underline' },
  },
} as const;

function EmptyHint() {
  return (
    <Typography
      aria-hidden
      sx={{ position: 'absolute', top: 12, left: 16, right: 16, color: 'text.disabled', pointerEvents: 'none' }}
    >
      Write your post here, or open a reply of the ROI Assistant in the editor.
    </Typography>
  );
}

/** LinkedIn takes 3,000 characters: the count tells the writer how close they are. */
function CharacterCount({ id, count }: { id: string; count: number }) {
  const isOver = count > POST_MAX_CHARS;
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider', textAlign: 'right', color: isOver ? 'error.main' : 'text.secondary' }}
    >
      {count.toLocaleString('en-US')} / {POST_MAX_CHARS.toLocaleString('en-US')} characters
    </Typography>
  );
}
