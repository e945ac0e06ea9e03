import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import { CONTENT_PIECE_KINDS, fillTemplate, type ContentPiece, type ContentPieceKind, type TemplateField } from '@roi/contract/content-hub';
import { INSERT_KINDS, InsertPieceDialog } from './insert-piece-dialog';

const ICONS: Record<ContentPieceKind, ReactNode> = {
  template: <ViewQuiltOutlined />,
  hashtags: <TagOutlined />,
  snippet: <NotesOutlined />,
};

interface InsertBarProps {
  organizationId: number;
  /** The post's setup, which fills a template's fields. */
  templateValues: Partial<Record<TemplateField, string>>;
  insert: (text: string) => void;
}

/** Under the editor's toolbar: a template (fields filled from the setup), a hashtag group or a snippet, at the cursor. */
export function InsertBar({ organizationId, templateValues, insert }: InsertBarProps) {
  const [opened, setOpened] = useState<ContentPieceKind | null>(null);
  const textOf = (piece: ContentPiece) => (piece.kind === 'template' ? fillTemplate(piece.body, templateValues) : piece.body);
  return (
    <Box role="group" aria-label="Insert from the Content Hub" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {CONTENT_PIECE_KINDS.map((kind) => (
        <Button key={kind} size="small" startIcon={ICONS[kind]} onClick={() => setOpened(kind)} aria-haspopup="dialog">
          {INSERT_KINDS[kind].button}
        </Button>
      ))}
      {opened && (
        <InsertPieceDialog
          kind={opened}
          organizationId={organizationId}
          textOf={textOf}
          onInsert={(text) => {
            setOpened(null);
            insert(text);
          }}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
