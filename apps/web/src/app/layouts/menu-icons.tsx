import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountTree from '@mui/icons-material/AccountTree';
import Block from '@mui/icons-material/Block';
import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import Category from '@mui/icons-material/Category';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import CreditCard from '@mui/icons-material/CreditCard';
import Description from '@mui/icons-material/Description';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FactCheck from '@mui/icons-material/FactCheck';
import Group from '@mui/icons-material/Group';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import LocalAtm from '@mui/icons-material/LocalAtm';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Percent from '@mui/icons-material/Percent';
import PointOfSale from '@mui/icons-material/PointOfSale';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import ShowChart from '@mui/icons-material/ShowChart';
import Speed from '@mui/icons-material/Speed';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../screens';

/** The screen table names icons; this is the one place that turns names into components. */
export const MENU_ICONS: Record<IconName, SvgIconComponent> = {
  sales: TrendingUp,
  chart: ShowChart,
  accounting: ReceiptLong,
  payment: CreditCard,
  account: AccountBalanceWallet,
  transaction: SwapHoriz,
  cash: LocalAtm,
  rate: CurrencyExchange,
  report: Description,
  bank: AccountBalance,
  network: AccountTree,
  agency: Store,
  store: Storefront,
  quota: Speed,
  percent: Percent,
  users: Group,
  product: Category,
  award: MilitaryTech,
  logs: History,
  block: Block,
  pause: PauseCircle,
  update: SystemUpdate,
  income: CallReceived,
  outcome: CallMade,
  register: FactCheck,
  settings: Settings,
  sell: PointOfSale,
  ticket: ConfirmationNumber,
  results: Insights,
  prize: EmojiEvents,
};
