import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * The markdown of the Help articles, drawn with the theme's type: headings (## and ###), paragraphs,
 * lists, fenced code, and inline code, bold and links. It is the little the articles use, written out
 * as React elements: no HTML is ever injected, and the Help chunk carries no markdown library.
 */

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; language: string; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

function cellsOf(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index]!.startsWith('```')) {
        code.push(lines[index]!);
        index += 1;
      }
      blocks.push({ kind: 'code', language: fence[1] ?? '', text: code.join('\n') });
      index += 1;
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (index < lines.length && lines[index]!.startsWith('|')) {
        // The line of dashes under the header says nothing to a reader.
        if (!/^\|[\s:|-]+\|$/.test(lines[index]!.trim())) rows.push(cellsOf(lines[index]!));
        index += 1;
      }
      blocks.push({ kind: 'table', header: rows[0] ?? [], rows: rows.slice(1) });
      continue;
    }
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]!.trim() });
      index += 1;
      continue;
    }
    const item = /^(\s*)(-|\d+\.) (.*)$/.exec(line);
    if (item) {
      const ordered = item[2] !== '-';
      const items: string[] = [];
      while (index < lines.length) {
        const next = /^(-|\d+\.) (.*)$/.exec(lines[index]!);
        if (next && (next[1] !== '-') === ordered) items.push(next[2]!);
        else if (/^\s{2,}\S/.test(lines[index]!) && items.length > 0) items[items.length - 1] += ` ${lines[index]!.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '' && !/^(```|#{2,3} |(-|\d+\.) |\|)/.test(lines[index]!)) {
      paragraph.push(lines[index]!.trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** `code`, **bold** and [links](/help/x or https://…); anything else is text. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = match.index;
    if (match[1] !== undefined) {
      parts.push(
        <Box key={key} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
          {match[1]}
        </Box>,
      );
    } else if (match[2] !== undefined) {
      parts.push(<strong key={key}>{match[2]}</strong>);
    } else {
      const href = match[4]!;
      parts.push(
        href.startsWith('/') ? (
          <Link key={key} component={RouterLink} to={href}>
            {match[3]}
          </Link>
        ) : (
          <Link key={key} href={href} target="_blank" rel="noreferrer">
            {match[3]}
          </Link>
        ),
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function HelpMarkdown({ markdown }: { markdown: string }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      {parseBlocks(markdown).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography
                key={index}
                variant={block.level === 2 ? 'h6' : 'subtitle1'}
                component={block.level === 2 ? 'h3' : 'h4'}
                sx={{ fontWeight: 700, mt: 3, mb: 1 }}
              >
                {inline(block.text)}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={index} sx={{ mb: 1.5, lineHeight: 1.65 }}>
                {inline(block.text)}
              </Typography>
            );
          case 'list':
            return (
              <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mt: 0, mb: 1.5 }}>
                {block.items.map((item, itemIndex) => (
                  <Typography key={itemIndex} component="li" sx={{ mb: 0.75, lineHeight: 1.6 }}>
                    {inline(item)}
                  </Typography>
                ))}
              </Box>
            );
          case 'code':
            return (
              <Box
                key={index}
                component="pre"
                // Scrolls sideways on a phone: a keyboard must reach it, and a region has a name.
                tabIndex={0}
                role="region"
                aria-label={block.language === 'sh' ? 'Example commands' : 'Example code'}
                sx={{
                  m: 0,
                  mb: 2,
                  p: 2,
                  borderRadius: 2,
                  overflowX: 'auto',
                  bgcolor: 'action.hover',
                  border: 1,
                  borderColor: 'divider',
                  fontSize: '0.8125rem',
                  lineHeight: 1.55,
                }}
              >
                <code>{block.text}</code>
              </Box>
            );
          case 'table':
            return (
              <Box key={index} sx={{ mb: 2 }}>
                <Box
                  component="table"
                  sx={{
                    borderCollapse: 'collapse',
                    width: '100%',
                    '& th, & td': { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider', typography: 'body2' },
                    '& th': { fontWeight: 700 },
                  }}
                >
                  <thead>
                    <tr>
                      {block.header.map((cell, cellIndex) => (
                        <th key={cellIndex} scope="col">
                          {inline(cell)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex}>{inline(cell)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Box>
              </Box>
            );
          default:
            return <Fragment key={index} />;
        }
      })}
    </Box>
  );
}
