/** Menu icons by key: MUI icons (imported one by one, no barrel), svg icons, or an icon-font class. */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Article from '@mui/icons-material/Article';
import CardMembership from '@mui/icons-material/CardMembership';
import Gavel from '@mui/icons-material/Gavel';
import Forum from '@mui/icons-material/Forum';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import BarChart from '@mui/icons-material/BarChart';
import FactCheck from '@mui/icons-material/FactCheck';
import Settings from '@mui/icons-material/Settings';
import Apps from '@mui/icons-material/Apps';
import InsertChart from '@mui/icons-material/InsertChart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Dashboard from '@mui/icons-material/Dashboard';

const muiIcons: Record<string, ComponentType<SvgIconProps>> = {
  portal: ViewCarousel,
  information: Article,
  memberService: CardMembership,
  business: Gavel,
  interaction: Forum,
  questionnaire: Quiz,
  ability: School,
  statistics: BarChart,
  examine: FactCheck,
  system: Settings,
  commonIcon: Apps,
  dataChart: InsertChart,
  invest: TrendingUp,
  welcome: Dashboard,
};

/** Inline svg icons: a path in a 24x24 box. */
const svgIcons: Record<string, string> = {
  dot: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
};

export const MenuIcon = ({ icon, iconfont }: { icon?: string; iconfont?: string }) => {
  if (iconfont) return <i className={`iconfont ${iconfont}`} aria-hidden style={{ width: 20, display: 'inline-block' }} />;
  const Mui = icon ? muiIcons[icon] : undefined;
  if (Mui) return <Mui fontSize="small" />;
  const svg = icon ? svgIcons[icon] : undefined;
  if (svg) {
    return (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden fill="currentColor">
        <path d={svg} />
      </svg>
    );
  }
  return null;
};
