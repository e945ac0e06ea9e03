import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** The icon names the server's menu uses, each a Material icon. */
const MENU_ICONS: Partial<Record<string, typeof SvgIcon>> = {
  Apartment: ApartmentOutlined,
  Article: ArticleOutlined,
  Business: BusinessOutlined,
  Dashboard: DashboardOutlined,
  FolderOpen: FolderOpenOutlined,
  HelpOutline: HelpOutlineOutlined,
  Insights: InsightsOutlined,
  People: PeopleOutlined,
  Schedule: ScheduleOutlined,
  Settings: SettingsOutlined,
  TaskAlt: TaskAltOutlined,
  Tune: TuneOutlined,
};

/** A menu entry's icon; an icon name this client does not know gets a neutral one. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? WidgetsOutlined;
  return <Icon fontSize="small" />;
}
