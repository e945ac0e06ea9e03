import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { formatCount } from '@roi/contract/analytics-format';

/**
 * The screen's charts (MUI X Charts, drawn in the theme's colours, light or dark). Each draws for the
 * eye and carries its numbers as a table for screen readers: the drawing itself is hidden from them.
 */

interface Series {
  label: string;
  values: number[];
}

/** The numbers of a chart as a table, out of sight. */
function ChartTable({ caption, categoryLabel, categories, series }: { caption: string; categoryLabel: string; categories: string[]; series: Series[] }) {
  return (
    <Table size="small" sx={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {categoryLabel}
          </TableCell>
          {series.map((entry) => (
            <TableCell key={entry.label} component="th" scope="col">
              {entry.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category, index) => (
          <TableRow key={category}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {series.map((entry) => (
              <TableCell key={entry.label}>{formatCount(entry.values[index] ?? 0)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Counts per day, one line per series. */
export function DailyChart({ caption, days, series }: { caption: string; days: string[]; series: Series[] }) {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box aria-hidden="true">
        {/* Hidden from assistive technology, the table below gives its numbers: nothing in it takes focus either. */}
        <LineChart
          disableKeyboardNavigation
          height={240}
          xAxis={[{ data: days, scaleType: 'point' }]}
          series={series.map((entry) => ({ data: entry.values, label: entry.label, showMark: days.length < 32 }))}
          margin={{ left: 8, right: 16 }}
        />
      </Box>
      <ChartTable caption={caption} categoryLabel="Day" categories={days} series={series} />
    </Box>
  );
}

/** Followers by the values of one facet, largest first. */
/** About how wide one character of an axis label is drawn (12 px text), to fit the names' column to them. */
const LABEL_CHAR_PX = 6.6;

export function FacetChart({ caption, entries }: { caption: string; entries: { label: string; followers: number }[] }) {
  const labels = entries.map((entry) => entry.label);
  const values = entries.map((entry) => entry.followers);
  // LinkedIn's industry names run long ("Transportation, Logistics, Supply Chain and Storage"): on a wide
  // screen the names' column grows to show them whole; on a phone it stays narrow and the bars keep room.
  const isWide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const labelWidth = Math.min(isWide ? 300 : 150, Math.max(80, Math.ceil(longest * LABEL_CHAR_PX) + 16));
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box aria-hidden="true">
        <BarChart
          disableKeyboardNavigation
          height={Math.max(140, 36 * entries.length + 40)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: labels, width: labelWidth }]}
          series={[{ data: values, label: 'Followers' }]}
          hideLegend
          // Room for half of the last tick's number ("1,000"), which the axis centres on the chart's edge.
          margin={{ right: 28 }}
        />
      </Box>
      <ChartTable caption={caption} categoryLabel="Group" categories={labels} series={[{ label: 'Followers', values }]} />
    </Box>
  );
}
