import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import StrikethroughS from '@mui/icons-material/StrikethroughS';

type HeadingLevel = 1 | 2 | 3 | 4;
const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4];

type ToolState = ReturnType<typeof toolStateOf>;

function toolStateOf(editor: Editor) {
  return {
    heading: HEADING_LEVELS.map((level) => editor.isActive('heading', { level })),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    blockquote: editor.isActive('blockquote'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    link: editor.isActive('link'),
  };
}

interface Tool {
  /** The button's accessible name (and its tooltip). */
  name: string;
  content: ReactNode;
  shortcut?: string;
  /** Whether the format is on at the cursor (aria-pressed); absent for a command that is no toggle. */
  isOn?: (state: ToolState) => boolean;
  run: (editor: Editor) => void;
  /** Starts a new group: a divider goes before it. */
  isGroupStart?: boolean;
}

function toolsFor(onLink: () => void): Tool[] {
  return [
    ...HEADING_LEVELS.map(
      (level): Tool => ({
        // The button shows H1 to H4: its name starts with them, so that speech control finds it by what is seen.
        name: `H${level}, heading ${level}`,
        content: <Box component="span" sx={{ fontSize: 14, fontWeight: 700, width: 24 }}>{`H${level}`}</Box>,
        isOn: (state) => state.heading[level - 1] ?? false,
        run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
      }),
    ),
    { name: 'Bold', content: <FormatBold />, shortcut: 'Ctrl+B', isOn: (s) => s.bold, run: (e) => e.chain().focus().toggleBold().run(), isGroupStart: true },
    { name: 'Italic', content: <FormatItalic />, shortcut: 'Ctrl+I', isOn: (s) => s.italic, run: (e) => e.chain().focus().toggleItalic().run() },
    { name: 'Underline', content: <FormatUnderlined />, shortcut: 'Ctrl+U', isOn: (s) => s.underline, run: (e) => e.chain().focus().toggleUnderline().run() },
    { name: 'Strike', content: <StrikethroughS />, shortcut: 'Ctrl+Shift+S', isOn: (s) => s.strike, run: (e) => e.chain().focus().toggleStrike().run() },
    { name: 'Blockquote', content: <FormatQuote />, isOn: (s) => s.blockquote, run: (e) => e.chain().focus().toggleBlockquote().run(), isGroupStart: true },
    { name: 'Ordered list', content: <FormatListNumbered />, isOn: (s) => s.orderedList, run: (e) => e.chain().focus().toggleOrderedList().run() },
    { name: 'Bullet list', content: <FormatListBulleted />, isOn: (s) => s.bulletList, run: (e) => e.chain().focus().toggleBulletList().run() },
    { name: 'Link', content: <InsertLink />, isOn: (s) => s.link, run: onLink, isGroupStart: true },
    { name: 'Clear formatting', content: <FormatClear />, run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
  ];
}

interface EditorToolbarProps {
  editor: Editor;
  /** The id of the editable area the toolbar formats. */
  editorId: string;
  onLink: () => void;
}

/**
 * The formatting toolbar. One tab stop, arrow keys move between its buttons (WAI-ARIA toolbar
 * pattern); each toggle says whether it is on at the cursor.
 */
export function EditorToolbar({ editor, editorId, onLink }: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolStateOf(current) });
  const tools = toolsFor(onLink);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocusIndex(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      {tools.map((tool, index) => (
        <Box key={tool.name} sx={{ display: 'contents' }}>
          {tool.isGroupStart && <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />}
          <Tooltip title={tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name}>
            <IconButton
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              aria-label={tool.name}
              aria-pressed={tool.isOn ? tool.isOn(state) : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onClick={() => tool.run(editor)}
              sx={{
                borderRadius: 1.5,
                color: tool.isOn?.(state) ? 'primary.main' : 'text.secondary',
                bgcolor: tool.isOn?.(state) ? 'action.selected' : 'transparent',
              }}
            >
              {tool.content}
            </IconButton>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
