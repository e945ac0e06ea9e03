import { ANALYTICS_COUNT_LABELS, LINK_CLICKS_LABEL, OUTCOME_KIND_LABELS, type AnalyticsOrganization, type AnalyticsTableRow, type OutcomeKind } from '@roi/contract/analytics';
import { describeChange, formatCount, formatGivenCount, formatRate } from '@roi/contract/analytics-format';
import { bestTextColor, isHexColor } from '@roi/contract/color';
import { newPdfDocument } from '../../lib/pdf-document.js';

/** What one report shows: one organisation's period (docs/decisions/0029-pdf-reports.md). */
export interface ReportContent {
  organizationName: string;
  /** PNG or JPEG bytes of the organisation's logo; none when it has none. */
  logo: Buffer | undefined;
  brandColor: string | null;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  overview: AnalyticsOrganization;
  campaigns: AnalyticsTableRow[];
  topPosts: AnalyticsTableRow[];
  outcomes: { kind: OutcomeKind; count: number }[];
  madeAt: Date;
}

const DEFAULT_BRAND = '#0b5cad';
const TEXT = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#cccccc';
const MARGIN = 48;

/**
 * The report as PDF: every figure is selectable and searchable text (never a picture of text), under a
 * heading in the organisation's colour with its logo.
 */
export async function renderReportPdf(content: ReportContent): Promise<Buffer> {
  const { document, bytes } = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${content.organizationName}: LinkedIn results ${content.from} to ${content.to}`, Author: 'ROI Social' },
  });

  heading(document, content);
  overviewSection(document, content);
  table(
    document,
    'Results by campaign',
    ['Campaign', 'Posts', 'Outcomes', 'Impressions', 'Clicks', 'Engagement'],
    content.campaigns.map((row) => [
      row.label,
      formatCount(row.posts),
      formatCount(row.outcomes ?? 0),
      row.counts ? formatCount(row.counts.impressions) : 'Not collected',
      row.counts ? formatGivenCount(row.counts.clicks) : 'Not collected',
      row.counts ? formatRate(row.counts.engagement) : 'Not collected',
    ]),
    'No published posts in this period.',
  );
  table(
    document,
    'Top posts',
    ['Post', 'Impressions', 'Clicks', 'Reactions'],
    content.topPosts.map((row) => [
      row.label,
      row.counts ? formatCount(row.counts.impressions) : 'Not collected',
      row.counts ? formatGivenCount(row.counts.clicks) : 'Not collected',
      row.counts ? formatCount(row.counts.reactions) : 'Not collected',
    ]),
    'No published posts in this period.',
  );
  table(
    document,
    'Outcomes',
    ['What happened', 'Recorded'],
    content.outcomes.map((outcome) => [OUTCOME_KIND_LABELS[outcome.kind], formatCount(outcome.count)]),
    'No outcomes recorded in this period.',
  );
  document
    .moveDown(1.5)
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Made by ROI Social on ${content.madeAt.toISOString().slice(0, 10)}. Figures are LinkedIn's, as collected; "Not collected" means LinkedIn gave none, never zero.`,
      MARGIN,
    );
  document.end();
  return bytes;
}

function heading(document: PDFKit.PDFDocument, content: ReportContent) {
  const brand = content.brandColor && isHexColor(content.brandColor) ? content.brandColor : DEFAULT_BRAND;
  // Whatever colour was chosen, the heading's text takes the one that reads on it.
  const onBrand = bestTextColor(brand);
  const width = document.page.width - 2 * MARGIN;
  const textLeft = MARGIN + (content.logo ? 72 : 16);
  const textWidth = width - (textLeft - MARGIN) - 16;
  // A long name wraps: the band grows with it, so that the period line never runs into it.
  document.font('bold').fontSize(18);
  const nameHeight = document.heightOfString(content.organizationName, { width: textWidth });
  const height = Math.max(72, nameHeight + 48);
  document.rect(MARGIN, MARGIN, width, height).fill(brand);
  if (content.logo) document.image(content.logo, MARGIN + 12, MARGIN + 12, { fit: [48, 48] });
  document.fillColor(onBrand).text(content.organizationName, textLeft, MARGIN + 14, { width: textWidth });
  document
    .font('body')
    .fontSize(11)
    .text(`LinkedIn results, ${content.from} to ${content.to}`, textLeft, MARGIN + 18 + nameHeight, { width: textWidth });
  document.x = MARGIN;
  document.y = MARGIN + height + 20;
  if ([...content.overview.pages, ...content.overview.profiles].some((account) => account.is_sandbox)) {
    document.font('bold').fontSize(10).fillColor('#8a4b00').text('Sandbox: made-up results for trying the product, not LinkedIn’s.', MARGIN);
    document.moveDown(0.5);
  }
}

function sectionTitle(document: PDFKit.PDFDocument, title: string) {
  if (document.y > document.page.height - 160) document.addPage();
  document.moveDown(1).font('bold').fontSize(13).fillColor(TEXT).text(title, MARGIN).moveDown(0.4);
}

function overviewSection(document: PDFKit.PDFDocument, content: ReportContent) {
  const { overview } = content;
  sectionTitle(document, 'Overview');
  document
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Compared with ${content.previousFrom} to ${content.previousTo}.`, MARGIN)
    .moveDown(0.6);
  const { totals, previous } = overview;
  if (totals === null) {
    document.fontSize(10).fillColor(TEXT).text('Results appear after LinkedIn has been read for this period’s days.', MARGIN);
    return;
  }
  const tiles: [string, string, string | null][] = [
    [
      'Followers',
      overview.followers === null ? 'Not collected' : formatCount(overview.followers),
      overview.followers === null ? null : describeChange(overview.followers, overview.followers_previous),
    ],
    ...(['impressions', 'unique_impressions', 'clicks', 'reactions', 'comments', 'reposts'] as const).map(
      (key): [string, string, string | null] => {
        const value = totals[key];
        return [ANALYTICS_COUNT_LABELS[key], formatGivenCount(value), value === null ? null : describeChange(value, previous?.[key])];
      },
    ),
    [ANALYTICS_COUNT_LABELS.engagement, formatRate(totals.engagement), null],
    ...(overview.link_clicks === null
      ? []
      : [[LINK_CLICKS_LABEL, formatCount(overview.link_clicks), describeChange(overview.link_clicks, overview.link_clicks_previous)] satisfies [string, string, string | null]]),
  ];
  const columns = 4;
  const tileWidth = (document.page.width - 2 * MARGIN) / columns;
  const top = document.y;
  tiles.forEach(([label, value, change], index) => {
    const x = MARGIN + (index % columns) * tileWidth;
    const y = top + Math.floor(index / columns) * 52;
    document.font('body').fontSize(8).fillColor(MUTED).text(label, x, y, { width: tileWidth - 8 });
    document.font('bold').fontSize(14).fillColor(TEXT).text(value, x, y + 11, { width: tileWidth - 8 });
    if (change) document.font('body').fontSize(7.5).fillColor(MUTED).text(change, x, y + 29, { width: tileWidth - 8 });
  });
  document.x = MARGIN;
  document.y = top + Math.ceil(tiles.length / columns) * 52;
}

/** A table whose first column takes what the figures leave; a row that would cross the page's end starts a new page. */
function table(document: PDFKit.PDFDocument, title: string, headers: string[], rows: string[][], empty: string) {
  sectionTitle(document, title);
  if (rows.length === 0) {
    document.font('body').fontSize(10).fillColor(TEXT).text(empty, MARGIN);
    return;
  }
  const width = document.page.width - 2 * MARGIN;
  const figureWidth = 64;
  const firstWidth = width - figureWidth * (headers.length - 1);
  const x = (column: number) => (column === 0 ? MARGIN : MARGIN + firstWidth + (column - 1) * figureWidth);
  const columnWidth = (column: number) => (column === 0 ? firstWidth - 8 : figureWidth - 4);
  const drawRow = (cells: string[], bold: boolean) => {
    // Headers a size smaller, so that a word like "Impressions" fits a figure's column whole.
    document.font(bold ? 'bold' : 'body').fontSize(bold ? 7.5 : 9).fillColor(TEXT);
    const heights = cells.map((cell, column) => document.heightOfString(cell, { width: columnWidth(column) }));
    const rowHeight = Math.max(...heights) + 6;
    if (document.y + rowHeight > document.page.height - MARGIN) document.addPage();
    const top = document.y;
    cells.forEach((cell, column) => document.text(cell, x(column), top + 3, { width: columnWidth(column), align: column === 0 ? 'left' : 'right' }));
    document
      .moveTo(MARGIN, top + rowHeight)
      .lineTo(MARGIN + width, top + rowHeight)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    document.x = MARGIN;
    document.y = top + rowHeight;
  };
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
}
